import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CsvReport } from '../../../contracts/unit-data';
import { UNIT_DATA_PATHS } from '../../../contracts/unit-data';
import { storedAdmin } from '../../../../test/web/fake-auth';
import { serveApi } from '../../../../test/web/serve-api';
import { renderWithAuth } from '../../../../test/web/render-with-auth';
import { ValidateCsvView } from './validate-csv-view';

const report = (changes: CsvReport['changes']): CsvReport => ({
  rows: [{ line: 2, cells: { 'Unit Name EN': 'Orc Hunters' }, issues: [], unitId: 'orc-hunters' }],
  changes,
  errorCount: 0,
  warningCount: 0,
  factions: ['northern-tribes'],
  correctedCsv: 'faction_id\n',
});

const CHANGES: CsvReport['changes'] = [
  {
    kind: 'changed',
    unitId: 'orc-hunters',
    name: 'Orc Hunters',
    factionId: 'northern-tribes',
    changes: [
      { field: 'points', from: '20', to: '25' },
      { field: 'avb', from: '3', to: '4' },
    ],
  },
  {
    kind: 'changed',
    unitId: 'wisemane',
    name: 'Wisemane',
    factionId: 'northern-tribes',
    changes: [{ field: 'command', from: '1', to: '2' }],
  },
  { kind: 'added', unitId: 'ice-wolves', name: 'Ice Wolves', factionId: 'northern-tribes', changes: [] },
  { kind: 'missing', unitId: 'coal', name: 'Coal', factionId: 'northern-tribes', changes: [] },
];

/** Serves the admin endpoints and counts publish requests. */
function server(changes: CsvReport['changes']) {
  const published: unknown[] = [];
  const fetch = serveApi((url, init) => {
    if (url === UNIT_DATA_PATHS.versions) return { body: { bundledVersion: 'b1', currentVersion: 'b1', versions: [] } };
    if (url === UNIT_DATA_PATHS.validate) return { body: report(changes) };
    if (url === UNIT_DATA_PATHS.publish) {
      published.push(JSON.parse(String(init.body)));
      return { body: { version: 'v2', changes: changes.length } };
    }
  });
  return { fetch, published };
}

async function checkSheet(interaction: ReturnType<typeof userEvent.setup>) {
  renderWithAuth(<ValidateCsvView onPublished={() => {}} />, storedAdmin(), '/admin/validate-csv');
  const file = new File(['faction_id,Unit Name EN\nnorthern-tribes,Orc Hunters\n'], 'tribes.csv', {
    type: 'text/csv',
  });
  await interaction.upload(screen.getByLabelText('Choose a CSV file'), file);
  await screen.findByText('No errors: this sheet can be published.');
}

afterEach(() => vi.restoreAllMocks());

describe('publishing unit data', () => {
  it('first shows what changes for everyone, and Cancel publishes nothing', async () => {
    const interaction = userEvent.setup();
    const { published } = server(CHANGES);
    await checkSheet(interaction);

    await interaction.click(screen.getByRole('button', { name: 'Publish as new unit data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this unit data to everyone?' });
    const summary = within(dialog).getByRole('list', { name: 'What publishing changes' });
    expect(within(summary).getByText('2 units changed:')).toBeTruthy();
    expect(within(summary).getByText('Orc Hunters · Wisemane')).toBeTruthy();
    const points = within(summary).getByText('Points').closest('li')!;
    expect(points.textContent).toBe('PointsOrc Hunters: 20 → 25');
    const avb = within(summary).getByText('AVB').closest('li')!;
    expect(avb.textContent).toBe('AVBOrc Hunters: 3 → 4');
    expect(within(summary).getByText(/1 unit with other changes/)).toBeTruthy();
    expect(within(summary).getByText('1 unit added:').parentElement!.textContent).toContain('Ice Wolves');
    expect(within(summary).getByText('1 unit removed:').parentElement!.textContent).toContain('Coal');

    await interaction.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(published).toEqual([]);
  });

  it('publishes only once confirmed', async () => {
    const interaction = userEvent.setup();
    const { published } = server(CHANGES);
    await checkSheet(interaction);
    await interaction.type(screen.getByLabelText('Notes for the history (optional)'), 'Errata');
    await interaction.click(screen.getByRole('button', { name: 'Publish as new unit data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this unit data to everyone?' });
    expect(published).toEqual([]);
    await interaction.click(within(dialog).getByRole('button', { name: 'Publish to everyone' }));
    expect(await screen.findByText('Published version v2')).toBeTruthy();
    expect(published).toEqual([expect.objectContaining({ name: 'tribes.csv', notes: 'Errata' })]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so, and offers nothing to confirm, when the sheet changes nothing', async () => {
    const interaction = userEvent.setup();
    const { published } = server([]);
    await checkSheet(interaction);
    await interaction.click(screen.getByRole('button', { name: 'Publish as new unit data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this unit data to everyone?' });
    expect(within(dialog).getByText('This file changes nothing in the current unit data.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Publish to everyone' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(published).toEqual([]);
  });
});
