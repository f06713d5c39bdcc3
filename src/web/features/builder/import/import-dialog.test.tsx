import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { dataPack } from '../../../../data';
import { createList, type ArmyList } from '../../../../domain/army/army-list';
import { applyListCommand } from '../../../../domain/army/list-commands';
import { encodeListShareCode } from '../../../../domain/army/share-code';
import { IMPORT_LIMITS } from '../../../../domain/army/import-text';
import { i18n } from '../../../lib/i18n';
import { TooltipProvider } from '../../../ui/tooltip';
import { ImportDialog } from './import-dialog';
import { replaceLineName } from './apply-suggestion';
import { READ_PAUSE_MS } from './use-pasted-reading';

function renderDialog(onImport = vi.fn<(list: ArmyList) => void>(), onClose = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <TooltipProvider>
          <ImportDialog open pack={dataPack} factionId="syenann" onClose={onClose} onImport={onImport} />
        </TooltipProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { user: userEvent.setup({ delay: null }), onImport, onClose };
}

/** Pastes into the field, as a paste does: the whole text at once, read without waiting. */
const paste = (text: string, label = 'Paste a list') =>
  fireEvent.input(screen.getByLabelText(label), { target: { value: text }, inputType: 'insertFromPaste' });

/** Types into the field: read once typing pauses. */
const type = (text: string) => fireEvent.change(screen.getByLabelText('Paste a list'), { target: { value: text } });

const status = () => screen.getByRole('status').textContent;
const field = () => screen.getByLabelText('Paste a list') as HTMLTextAreaElement;

describe('ImportDialog', () => {
  it('shows what loose lines become, and creates the list', async () => {
    const { user, onImport } = renderDialog();
    const create = screen.getByRole('button', { name: 'Create the list' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    paste('Army: Frost Raiders\n2x Orc Hunters\n  + Wrathmane\nAlborc (50)');
    const preview = await screen.findByRole('region', { name: 'What will be imported' });
    expect(within(preview).getByText('Frost Raiders')).toBeTruthy();
    expect(within(preview).getByText(/Northern Tribes/)).toBeTruthy();
    expect(within(preview).getByText('from the units', { exact: false })).toBeTruthy();
    const units = within(preview).getByRole('list', { name: 'Units in the list' });
    expect(units.textContent).toContain('Orc Hunters');
    expect(units.textContent).toContain('joins Orc Hunters');
    expect(screen.getByRole('status').textContent).toBe('3 units read · 0 lines to check');

    await user.click(create);
    expect(onImport).toHaveBeenCalledTimes(1);
    const list = onImport.mock.calls[0]![0];
    expect(list).toMatchObject({ name: 'Frost Raiders', factionId: 'northern-tribes' });
    expect(list.entries.map((entry) => entry.unitId).sort()).toEqual([
      'alborc',
      'orc-hunters',
      'orc-hunters',
      'wrathmane',
    ]);
  });

  it('lists each line that matched nothing with its suggestion, and applies the suggestion', async () => {
    const { user } = renderDialog();
    paste('Faction: Northern Tribes\nOrc Hunters\nWyzmane (15 pts)\nnothing like a unit');
    await screen.findByText('Line 3: no unit matches “Wyzmane (15 pts)”. Did you mean Wisemane?');
    expect(screen.getByText('Line 4: no unit matches “nothing like a unit”.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2 lines to check' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Use Wisemane' }));
    expect((screen.getByLabelText('Paste a list') as HTMLTextAreaElement).value).toBe(
      'Faction: Northern Tribes\nOrc Hunters\nWisemane (15 pts)\nnothing like a unit',
    );
    await screen.findByRole('heading', { name: '1 line to check' });
    expect(screen.getByRole('list', { name: 'Units in the list' }).textContent).toContain('Wisemane');
  });

  it('names units of other factions, copies beyond what a unit allows, and loosely read names', async () => {
    renderDialog();
    paste('Orc Hunters\nTundra Marauders\nGrand Captain\n3x Alborc\nWarg Ridres');
    await screen.findByText('Line 3: Grand Captain belongs to Sÿenann, so it is left out.');
    expect(screen.getByText('Line 4: Alborc — 1 of 3 added, the most this list may take.')).toBeTruthy();
    expect(screen.getByText('Line 5: “Warg Ridres” read as Warg Riders.')).toBeTruthy();
  });

  it('shows heading and summary lines of our export as read, not lost', async () => {
    const { user } = renderDialog();
    paste(
      'My list\nNorthern Tribes · Standard game (300 points)\n20 points · Command 0 · 1 units\n\n- Orc Hunters (20 pts)',
    );
    await user.click(await screen.findByText('3 lines read as the heading, totals or notes'));
    expect(screen.getByText('Line 3 (totals): 20 points · Command 0 · 1 units')).toBeTruthy();
  });

  it('opens a share link pasted on its own as the list it carries', async () => {
    const shared = applyListCommand(
      createList({ id: 'x', factionId: 'syenann', now: '2026-11-01T00:00:00.000Z', name: 'Grove' }, dataPack),
      { type: 'add-unit', unitId: 'druid' },
      dataPack,
      '2026-11-01T00:00:00.000Z',
    );
    if (!shared.ok) throw new Error(shared.rejection);
    const { user, onImport } = renderDialog();
    paste(`  https://example.org/shared-list/${encodeListShareCode(shared.list)}  `);
    await screen.findByText('A share code: the list it carries.');
    await user.click(screen.getByRole('button', { name: 'Create the list' }));
    expect(onImport.mock.calls[0]![0]).toMatchObject({ name: 'Grove', factionId: 'syenann' });
    expect(onImport.mock.calls[0]![0].entries.map((entry) => entry.unitId)).toEqual(['druid']);
  });

  it('refuses text over the limit with a message, and speaks the language of the page', async () => {
    await i18n.changeLanguage('es');
    renderDialog();
    paste('x'.repeat(IMPORT_LIMITS.characters + 1), 'Pega una lista');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('El texto tiene 50.001 caracteres; se pueden importar 50.000 como máximo.');
    expect((screen.getByRole('button', { name: 'Crear la lista' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('ImportDialog while the player types', () => {
  it('reads typed text once typing pauses, and creates the list from the text as it is when clicked', () => {
    vi.useFakeTimers();
    const { onImport } = renderDialog();
    paste('Orc Hunters');
    expect(status()).toBe('1 unit read · 0 lines to check');
    type('Orc Hunters\nAlborc');
    expect(status()).toBe('1 unit read · 0 lines to check');

    fireEvent.click(screen.getByRole('button', { name: 'Create the list' }));
    expect(onImport.mock.calls[0]![0].entries.map((entry) => entry.unitId).sort()).toEqual(['alborc', 'orc-hunters']);
    act(() => vi.advanceTimersByTime(READ_PAUSE_MS));
    expect(status()).toBe('2 units read · 0 lines to check');
  });

  it('takes a suggestion into the text as it is now, and drops one whose line has changed', () => {
    vi.useFakeTimers();
    renderDialog();
    paste('Orc Hunters\nWyzmane');
    type('Orc Hunters\nWyzmane\nAlborc');
    fireEvent.click(screen.getByRole('button', { name: 'Use Wisemane' }));
    expect(field().value).toBe('Orc Hunters\nWisemane\nAlborc');
    expect(status()).toBe('3 units read · 0 lines to check');

    paste('Orc Hunters\nWyzmane');
    type('Orc Hunters\nsomething else');
    fireEvent.click(screen.getByRole('button', { name: 'Use Wisemane' }));
    expect(field().value).toBe('Orc Hunters\nsomething else');
    expect(screen.queryByRole('button', { name: 'Use Wisemane' })).toBeNull();
    expect(screen.getByText('Line 2: no unit matches “something else”.')).toBeTruthy();
  });

  it('counts units and lines to check each in their own words', () => {
    renderDialog();
    paste('Orc Hunters\nWyzmane');
    expect(status()).toBe('1 unit read · 1 line to check');
  });
});

describe('replaceLineName', () => {
  it('replaces one line’s name and keeps the line breaks as pasted', () => {
    expect(replaceLineName('a\r\n- Wyzmane (15)\nc', 2, 2, 9, 'Wisemane')).toBe('a\r\n- Wisemane (15)\nc');
    expect(replaceLineName('a', 5, 0, 1, 'b')).toBe('a');
  });
});
