import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentMode } from '../../../domain/environment';
import { renderWithQueries, testQueryClient } from '../../../../test/web/render-in-app';
import { changeLanguage } from '../../lib/i18n';
import { MemberCount } from './member-count';

/** The count sets its own retries (memberCountRetries): here they come without a pause. */
function renderCount(contentMode: ContentMode) {
  renderWithQueries(<MemberCount contentMode={contentMode} />, testQueryClient({ retryDelay: 0 }));
}

const answer = (status: number, body: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(async () => changeLanguage('en'));

describe('MemberCount', () => {
  it('shows the real count with live content, formatted and pluralised for the reader', async () => {
    const fetch = answer(200, { count: 1234 });
    renderCount('live');
    expect(await screen.findByText('1,234 players have joined Rookery')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/stats/members', expect.anything());
    await changeLanguage('es');
    expect(await screen.findByText('1234 jugadores se han unido a Rookery')).toBeTruthy();
    await changeLanguage('fr');
    expect(await screen.findByText(/^1\s234 joueurs ont rejoint Rookery$/)).toBeTruthy();
  });

  it.each([
    ['en', 'player has joined Rookery'],
    ['es', 'jugador se ha unido a Rookery'],
    ['fr', 'joueur a rejoint Rookery'],
  ])('says one player in %s', async (language, words) => {
    answer(200, { count: 1 });
    await changeLanguage(language);
    renderCount('live');
    expect(await screen.findByText(`1 ${words}`)).toBeTruthy();
  });

  it.each(['local', 'preview'] as const)('shows the real count in %s content mode too', async (mode) => {
    answer(200, { count: 3 });
    renderCount(mode);
    expect(await screen.findByText('3 players have joined Rookery')).toBeTruthy();
  });

  it('leaves the line out when the count fails to load', async () => {
    answer(500, { code: 'internal_error', message: 'x' });
    renderCount('live');
    await waitFor(() => expect(document.body.textContent).not.toMatch(/joined|470/));
    await waitFor(() => expect(document.querySelector('p')).toBeNull());
  });

  it('leaves the line out when nobody has joined yet', async () => {
    answer(200, { count: 0 });
    renderCount('live');
    await waitFor(() => expect(document.querySelector('p')).toBeNull());
    expect(document.body.textContent).not.toMatch(/470/);
  });

  it('keeps the line hidden from readers while the count loads', () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    renderCount('live');
    const line = document.querySelector('p')!;
    expect(line.className).toContain('invisible');
    expect(line.getAttribute('aria-hidden')).toBe('true');
  });
});
