import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../contracts/notifications';
import { PREVIEW_USER_ID } from '../../../domain/notifications/notification-view';
import { setAccessTokenProvider } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { realtime } from '../../lib/realtime';
import { toast } from '../../ui/toast';
import { NotificationsBell } from './notifications-bell';

// The bell's realtime channel and toasts, replaced by spies on the shared objects (restored after
// each test), so that no module mock outlives this file when test files share a worker.
const live = { handlers: new Map<string, (event: string, payload: unknown) => void>() };
const toasts = { info: [] as unknown[][], success: [] as unknown[][], error: [] as unknown[][] };

const USER = '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5';
const note = (
  id: string,
  type: string,
  read: boolean,
  content: Record<string, unknown> = {},
  message: string | null = null,
): Notification => ({
  id,
  recipient_id: USER,
  type,
  read,
  message,
  content,
  created_at: new Date().toISOString(),
});

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.hash}</output>;
}

function renderBell(props: { userId?: string | null; preview?: boolean; client?: QueryClient } = {}) {
  const client = props.client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <NotificationsBell
            userId={props.userId === undefined ? USER : props.userId}
            preview={props.preview ?? false}
          />
          <Location />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** Answers the notifications API; returns the calls made. */
function api(list: Notification[] | 'fail', changes: 'ok' | 'fail' = 'ok') {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (init?.method === 'POST') {
      if (changes === 'fail') return json({ code: 'internal_error', message: 'no' }, 500);
      if (url.endsWith('/read-all')) return json({ updated: 1 });
      const id = url.split('/').at(-2)!;
      return json({ ...note(id, 'friend_request', true) });
    }
    if (list === 'fail') return json({ code: 'internal_error', message: 'no' }, 500);
    return json({ notifications: list });
  });
}

/** Records what the bell subscribes to and the toasts it shows. */
function watchBell() {
  vi.spyOn(realtime, 'subscribe').mockImplementation((channel, handler) => {
    live.handlers.set(channel, handler);
    return () => live.handlers.delete(channel);
  });
  vi.spyOn(realtime, 'onReconnect').mockImplementation(() => () => {});
  vi.spyOn(toast, 'message').mockImplementation((...args) => void toasts.info.push(args));
  vi.spyOn(toast, 'info').mockImplementation((...args) => void toasts.info.push(args));
  vi.spyOn(toast, 'success').mockImplementation((...args) => void toasts.success.push(args));
  vi.spyOn(toast, 'error').mockImplementation((...args) => void toasts.error.push(args));
}

beforeEach(() => {
  // The bell's list is read only with a member's token.
  setAccessTokenProvider(async () => 'member-token');
  window.sessionStorage.clear();
  live.handlers.clear();
  watchBell();
  for (const list of Object.values(toasts)) list.length = 0;
  void i18n.changeLanguage('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  setAccessTokenProvider(async () => null);
});

const openBell = async () => userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));

describe('NotificationsBell', () => {
  it('shows loading, then the list with the spec titles, unread dots and read checks', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = api([
      note('1', 'friend_request', false, { sender_name: 'Korvus', sender_wab_id: 'WAB-AAAA-BBBB-CCCC' }),
      note('2', 'direct_message', true, {}),
      note('3', 'build_failure', false, {}),
      note('4', 'something_new', true, {}, 'Server maintenance tonight'),
      note('5', 'something_else', true),
    ]);
    const respond = answer.getMockImplementation()!;
    answer.mockImplementation(async (...args) => {
      await gate;
      return respond(...args);
    });
    renderBell();
    await openBell();
    expect(screen.getByText('Loading notifications...')).toBeTruthy();
    release();
    const region = await screen.findByRole('region', { name: 'Notifications' });
    const items = await within(region).findAllByRole('button', { name: /./ });
    const texts = items.map((item) => item.textContent);
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringContaining('UnreadKorvus sent you a friend request'),
        expect.stringContaining('ReadSomeone sent you a message'),
        expect.stringContaining('UnreadBuild failed: Unknown site (unknown branch)'),
        expect.stringContaining('ReadServer maintenance tonight'),
        expect.stringContaining('ReadNew notification'),
      ]),
    );
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(region.querySelector('.max-h-80.overflow-y-auto')).not.toBeNull();
  });

  it('says there are none yet, and tells the member how many are unread once after sign-in (3 s)', async () => {
    api([note('1', 'friend_accepted', false), note('2', 'friend_accepted', false)]);
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(toasts.info).toEqual([['You have 2 unread notifications', { duration: 3000 }]]);
    cleanup();
    vi.restoreAllMocks();
    api([]);
    renderBell();
    await openBell();
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(toasts.info).toHaveLength(1);
  });

  it('tells the member again after signing out and in, but not on a later visit in the same sign-in', async () => {
    const unreadTwo = [note('1', 'friend_accepted', false), note('2', 'friend_accepted', false)];
    api(unreadTwo);
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(toasts.info).toHaveLength(1);
    // A reload keeps the tab's session storage and runs no cleanup.
    window.sessionStorage.setItem('rookery.unreadAnnounced', USER);
    cleanup();
    window.sessionStorage.setItem('rookery.unreadAnnounced', USER);
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(toasts.info).toHaveLength(1);
    // Signing out removes the bell; signing in again mounts a new one.
    cleanup();
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await vi.waitFor(() => expect(toasts.info).toHaveLength(2));
  });

  it('marks one read when opened and goes to its subject', async () => {
    const calls = api([
      note('n1', 'direct_message', false, { sender_name: 'Bob', sender_wab_id: 'WAB-AAAA-BBBB-CCCC' }),
    ]);
    renderBell();
    await openBell();
    await userEvent.click(await screen.findByRole('button', { name: /Bob sent you a message/ }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/messages/WAB-AAAA-BBBB-CCCC');
    expect(
      calls.mock.calls.some(([url, init]) => String(url) === '/api/notifications/n1/read' && init?.method === 'POST'),
    ).toBe(true);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('marks all as read with a toast, and says so when it fails', async () => {
    api([note('1', 'profile_comment', false, { sender_name: 'Cy' })]);
    renderBell();
    await openBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(toasts.success).toEqual([['All notifications marked as read']]);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();

    cleanup();
    vi.restoreAllMocks();
    watchBell();
    api([note('2', 'profile_comment', false, { sender_name: 'Cy' })], 'fail');
    renderBell({ userId: '0b6f3c9e-8a0e-4f57-9a43-3c8b52c1d0aa' });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(toasts.error).toContainEqual(['Failed to mark all as read']);
    await userEvent.click(await screen.findByRole('button', { name: /Cy commented on your profile/ }));
    expect(toasts.error).toContainEqual(['Error marking notification as read']);
  });

  it('prepends new notifications as they arrive', async () => {
    api([note('old', 'friend_accepted', true, { sender_name: 'Ann' })]);
    renderBell();
    await openBell();
    await screen.findByText('Ann accepted your friend request');
    const handler = live.handlers.get(`notifications:${USER}`)!;
    act(() => handler('INSERT', note('new', 'friend_request', false, { sender_name: 'Dee' })));
    await screen.findByText('Dee sent you a friend request');
    const region = screen.getByRole('region', { name: 'Notifications' });
    const items = within(region).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Dee sent you a friend request');
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('shows a failed load in the panel without a toast, and toasts only when asking again fails', async () => {
    api('fail');
    renderBell();
    await openBell();
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await within(region).findByText('Error fetching notifications');
    expect(toasts.error).toEqual([]);
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() =>
      expect(toasts.error).toContainEqual([
        'Error fetching notifications',
        { description: 'Please try again later', id: 'notifications-fetch-error' },
      ]),
    );
  });

  it('waits quietly while offline and loads when the connection returns', async () => {
    const calls = api([note('1', 'friend_request', false, { sender_name: 'Fen' })]);
    const respond = calls.getMockImplementation()!;
    let offline = true;
    calls.mockImplementation(async (...args) => {
      if (offline) throw new TypeError('Failed to fetch');
      return respond(...args);
    });
    // The app's own client: one try (the service worker may answer), then wait for the connection.
    const client = createQueryClient();
    onlineManager.setOnline(false);
    try {
      renderBell({ client });
      await openBell();
      await screen.findByText("You're offline. Your notifications load when the connection returns.");
      expect(toasts.error).toEqual([]);
      offline = false;
      act(() => onlineManager.setOnline(true));
      expect(await screen.findByText('Fen sent you a friend request')).toBeTruthy();
      expect(toasts.error).toEqual([]);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('shows only "No new notifications" in preview mode, and never loads for the preview user', async () => {
    const calls = api([note('1', 'friend_request', false)]);
    renderBell({ preview: true });
    await openBell();
    expect(screen.getByText('No new notifications')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    cleanup();
    renderBell({ userId: PREVIEW_USER_ID });
    expect(calls).not.toHaveBeenCalled();
  });

  it('takes the focus into the panel, closes with Escape back to the bell, and with a press elsewhere', async () => {
    api([]);
    renderBell();
    await openBell();
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(document.activeElement).toBe(region);
    const bellButton = screen.getByRole('button', { name: 'Notifications' });
    expect(bellButton.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(bellButton);
    expect(bellButton.getAttribute('aria-expanded')).toBe('false');
    await openBell();
    await screen.findByRole('region', { name: 'Notifications' });
    await userEvent.click(screen.getByRole('status', { name: 'location' }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('uses the other languages', async () => {
    api([note('1', 'friend_request', false, { sender_name: 'Eva' })]);
    await i18n.changeLanguage('es');
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    expect(await screen.findByText('Eva te ha enviado una solicitud de amistad')).toBeTruthy();
    expect(toasts.info).toEqual([['Tienes 1 notificación sin leer', { duration: 3000 }]]);
  });
});
