import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuth } from '../../../../../test/web/fake-auth';
import { renderWithAuth } from '../../../../../test/web/render-with-auth';
import { smallPack } from '../../../../../test/web/small-pack';
import { ArmyBuilder } from '../army-builder';

/** The builder on the cut-down pack, as a guest, through the app's providers. */
function renderBuilder() {
  renderWithAuth(<ArmyBuilder pack={smallPack} />, fakeAuth());
  return userEvent.setup({ delay: null });
}

describe('importing in the builder', () => {
  it('opens pasted text as a new unsaved list, asking first when changes would be lost and keeping the text if not', async () => {
    const user = renderBuilder();
    await user.click(await screen.findByLabelText('Add Orc Hunters'));
    await user.click(screen.getByTitle('Import'));
    const dialog = await screen.findByRole('dialog', { name: 'Import a list' });
    fireEvent.change(within(dialog).getByLabelText('Paste a list'), {
      target: { value: 'Lista: Incursión\nPelaje de Ira\n2 Cazadores Orcos' },
    });
    await within(dialog).findByText('2 units read · 0 lines to check');
    await user.click(within(dialog).getByRole('button', { name: 'Create the list' }));

    // Thinking again keeps the dialog and the pasted text.
    let confirm = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Import a list' })).toBe(dialog);
    expect((within(dialog).getByLabelText('Paste a list') as HTMLTextAreaElement).value).toBe(
      'Lista: Incursión\nPelaje de Ira\n2 Cazadores Orcos',
    );
    expect((screen.getByLabelText('List name') as HTMLInputElement).value).not.toBe('Incursión');

    await user.click(within(dialog).getByRole('button', { name: 'Create the list' }));
    confirm = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(confirm).getByText('Discard changes'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import a list' })).toBeNull());
    await screen.findByText('Imported “Incursión”. Save it to keep it in your lists.');
    await waitFor(() => expect((screen.getByLabelText('List name') as HTMLInputElement).value).toBe('Incursión'));
    expect(screen.getAllByTestId('points-total')[0]!.textContent).toBe('70 / 300');
    expect(screen.getAllByText('Unsaved changes', { exact: false }).length).toBeGreaterThan(0);
    // The pasted text went with the import: the next import starts empty.
    await user.click(screen.getByTitle('Import'));
    const next = await screen.findByRole('dialog', { name: 'Import a list' });
    expect((within(next).getByLabelText('Paste a list') as HTMLTextAreaElement).value).toBe('');
  });
});
