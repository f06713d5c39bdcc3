import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeList, makePack, makeUnit } from '../../../../../test/fixtures/army';
import { i18n } from '../../../lib/i18n';
import { dataPackVersionQuery } from '../data-pack/use-data-pack';
import { packText } from '../units/pack-text';
import { ListDataChanges } from './data-changes';

/**
 * Says, in an attribute and without any text, whether the list's unit data version has been
 * answered. It only watches (enabled: false; the changes fetch): both are told of the answer in
 * one batch, so once it says so the changes have had the answer too.
 */
function Answered({ version }: { version: string }) {
  const { status, fetchStatus } = useQuery({ ...dataPackVersionQuery(version), enabled: false });
  return <output data-testid="answered" data-answered={status !== 'pending' && fetchStatus === 'idle'} />;
}

function renderChanges(list: ReturnType<typeof makeList>, pack: ReturnType<typeof makePack>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ListDataChanges list={list} pack={pack} text={packText(pack, 'en')} />
        <Answered version={list.dataVersion} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('ListDataChanges', () => {
  it('fetches the data the list was made with and shows each changed fact and removed unit', async () => {
    const before = makePack([makeUnit({ id: 'old-guard', name: { en: 'Old Guard' } })], 'test-0');
    const current = makePack([], 'test-1');
    current.units = current.units.map((unit) =>
      unit.id === 'orc-hunters' ? { ...unit, points: 22, avb: 2, tournamentLegal: false } : unit,
    );
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify(before), { status: 200, headers: { 'content-type': 'application/json' } }),
      );

    renderChanges(makeList([{ unitId: 'orc-hunters' }, { unitId: 'old-guard' }], { dataVersion: 'test-0' }), current);

    expect(await screen.findByText('Unit data changed for 2 units since this list was made')).toBeTruthy();
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/data-pack/versions/test-0');
    expect(screen.getByText('Points: 20 → 22')).toBeTruthy();
    expect(screen.getByText('AVB: 3 → 2')).toBeTruthy();
    expect(screen.getByText('Tournament legal: yes → no')).toBeTruthy();
    expect(screen.getByText('Old Guard')).toBeTruthy();
    expect(screen.getByText(': no longer in the unit data')).toBeTruthy();
  });

  it('asks for nothing when the list was made with the current data, and shows nothing if the old data is unknown', async () => {
    const pack = makePack([], 'test-1');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ code: 'not_found', message: 'No unit data version test-0.' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const { container, unmount } = renderChanges(
      makeList([{ unitId: 'orc-hunters' }], { dataVersion: 'test-1' }),
      pack,
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(container.textContent).toBe('');
    unmount();

    const other = renderChanges(makeList([{ unitId: 'orc-hunters' }], { dataVersion: 'test-0' }), pack);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(other.getByTestId('answered').dataset.answered).toBe('true'));
    expect(other.container.textContent).toBe('');
  });
});
