import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../../lib/auth';
import { i18n } from '../../../lib/i18n';
import { fakeAuth } from '../../../../../test/web/fake-auth';
import { smallPack } from '../../../../../test/web/small-pack';
import { ArmyBuilder } from '../army-builder';

/** The builder as a fresh page load would show it: new query cache, same device storage. */
function openBuilder(requestedListId: string | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AuthProvider load={fakeAuth().load}>
            <ArmyBuilder pack={smallPack} requestedListId={requestedListId} />
            <Toaster />
          </AuthProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { user: userEvent.setup({ delay: null }), unmount: view.unmount };
}

const total = () => screen.getAllByTestId('points-total')[0]!.textContent;
const status = () => screen.getByTestId('save-status').textContent;
const nameField = () => screen.getByLabelText('List name') as HTMLInputElement;
/** The unsaved-changes question (found by its title: role queries are slow on the whole builder). */
/**
 * The question, once it takes presses: as a modal dialog opens, its layer turns pointer events off
 * for the page and back on for itself, and a press in between would land on nothing.
 */
async function discardDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
  await waitFor(() =>
    expect(getComputedStyle(within(dialog).getByText('Discard changes')).pointerEvents).not.toBe('none'),
  );
  return dialog;
}

const linkedList = {
  id: 'linked',
  name: 'Linked list',
  factionId: 'northern-tribes',
  gameSize: { kind: 'preset', presetId: smallPack.armyRules.defaultGameSizeId },
  tournament: false,
  entries: [],
  dataVersion: smallPack.version,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

describe('the working list kept on this device', () => {
  it('comes back after leaving the page with its units, its name as typed and "Unsaved changes"', async () => {
    const first = openBuilder();
    await first.user.click(await screen.findByLabelText('Add Alborc'));
    await first.user.type(nameField(), 'Raid');
    expect(status()).toBe('Unsaved changes');
    // The whole name is one undo step.
    await first.user.click(screen.getByTitle('Undo'));
    expect(nameField().value).toBe('');
    await first.user.click(screen.getByTitle('Redo'));
    expect(nameField().value).toBe('Raid');
    const points = total();
    first.unmount();

    const second = openBuilder();
    await screen.findAllByLabelText('Add Alborc');
    expect(total()).toBe(points);
    expect(nameField().value).toBe('Raid');
    expect(status()).toBe('Unsaved changes');
    await second.user.click(screen.getByTitle('Save'));
    await waitFor(() => expect(status()).toBe('Saved on this device'));
  });

  it('says a saved list is saved, a change unsaved, and asks before New list drops it', async () => {
    window.localStorage.setItem('prod_armyList_linked', JSON.stringify(linkedList));
    window.localStorage.setItem('prod_preferences_builder', JSON.stringify({ listId: 'linked' }));
    const { user } = openBuilder();
    await waitFor(() => expect(nameField().value).toBe('Linked list'));
    expect(status()).toBe('Saved on this device');
    await user.click(screen.getByLabelText('Add Alborc'));
    expect(status()).toBe('Unsaved changes');
    await user.click(screen.getByTitle('New list'));
    await user.click(within(await discardDialog()).getByText('Cancel'));
    expect(nameField().value).toBe('Linked list');
    expect(screen.getAllByLabelText('Remove one Alborc').length).toBeGreaterThan(0);
  });

  it('offers a linked list after the unsaved one instead of dropping it', async () => {
    window.localStorage.setItem('prod_armyList_linked', JSON.stringify(linkedList));
    const first = openBuilder();
    await first.user.click(await screen.findByLabelText('Add Alborc'));
    first.unmount();

    const second = openBuilder('linked');
    const dialog = await discardDialog();
    expect(screen.getAllByLabelText('Remove one Alborc').length).toBeGreaterThan(0);
    await second.user.click(within(dialog).getByText('Discard changes'));
    await waitFor(() => expect(nameField().value).toBe('Linked list'));
    expect(status()).toBe('Saved on this device');
  });

  it('sets a damaged draft aside with a message, and the empty builder works', async () => {
    window.localStorage.setItem('prod_draft_builder', '{"format":1,"value":{"list":');
    const { user } = openBuilder();
    const notice = (await screen.findByText('Your unsaved list could not be restored')).closest('section')!;
    expect(window.localStorage.getItem('prod_draft_builder_setAside')).toBe('{"format":1,"value":{"list":');
    expect(total()).toBe('0 / 300');
    await user.click(screen.getByLabelText('Add Alborc'));
    expect(total()).not.toBe('0 / 300');
    await user.click(within(notice).getByText('Discard it'));
    await waitFor(() => expect(screen.queryByText('Your unsaved list could not be restored')).toBeNull());
    expect(window.localStorage.getItem('prod_draft_builder_setAside')).toBeNull();
  });
});
