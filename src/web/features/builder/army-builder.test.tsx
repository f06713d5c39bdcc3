import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { dataPack } from '../../../data';
import type { DataPack } from '../../../domain/army/data-pack-schema';
import type { ArmyList } from '../../../domain/army/army-list';
import { setTransport } from '../../lib/api';
import { AuthProvider } from '../../lib/auth';
import { i18n } from '../../lib/i18n';
import { fakeAuth } from '../../../../test/web/fake-auth';
import { smallPack } from '../../../../test/web/small-pack';
import { ArmyBuilder } from './army-builder';

/** The builder on a cut-down pack (quick in jsdom), or on the full one. */
function renderBuilder(pack: DataPack = smallPack, auth = fakeAuth(), guestAccounts = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AuthProvider load={auth.load} guestAccounts={async () => guestAccounts}>
            <ArmyBuilder pack={pack} />
            <Toaster />
          </AuthProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return userEvent.setup({ delay: null });
}

const total = () => screen.getAllByTestId('points-total')[0]!.textContent;

describe('ArmyBuilder', () => {
  it("saves a guest's list to the cloud through an anonymous account made for it (decision 0029)", async () => {
    const auth = fakeAuth();
    const puts: string[] = [];
    setTransport(async (path, init) => {
      if (init?.method === 'PUT') {
        puts.push(path);
        const { list } = JSON.parse(String(init.body)) as { list: ArmyList };
        const verdict = { legal: true, points: 0, limit: 300, dataVersion: list.dataVersion, issues: [] };
        return Response.json(
          { list, verdict, public: false, shortCode: null, savedAt: list.updatedAt },
          { status: 201 },
        );
      }
      return Response.json({ items: [] });
    });
    try {
      const user = renderBuilder(smallPack, auth, true);
      await user.click(await screen.findByLabelText('Add Wrathmane'));
      await user.type(screen.getByLabelText('List name'), 'Guest raiders{Enter}');
      await user.click(screen.getByTitle('Save'));
      await screen.findByText('Saved "Guest raiders"');
      expect(auth.calls.some((call) => call.method === 'signInAnonymously')).toBe(false);

      await user.click(screen.getAllByText('Saved lists')[0]!);
      await screen.findByText(/Save one to your account to open it anywhere/);
      await user.click(await screen.findByRole('button', { name: 'Save to account: Guest raiders' }));
      await screen.findByText('Saved "Guest raiders" on this device and to your account');
      expect(auth.calls.filter((call) => call.method === 'signInAnonymously')).toHaveLength(1);
      expect(puts).toHaveLength(1);
      await screen.findByText(/You are a guest: your lists are kept online/);
    } finally {
      setTransport((path, init) => fetch(path, init));
    }
  });

  it('adds within AVB, undoes and redoes, and saves under the prefixed armyList key (the full pack)', async () => {
    const user = renderBuilder(dataPack);
    // The full pack's cards arrive in batches (unit-browser.tsx). A label query walks the whole page
    // again on every batch's commit, which was most of this test's time (8.9 of 11 s, and past its
    // wait on a busy machine), so the wait for the card is a plain selector; a busy machine may
    // still need longer than the usual five seconds.
    await waitFor(() => expect(document.querySelector('[aria-label="Add Wrathmane"]')).not.toBeNull(), {
      timeout: 15_000,
    });
    await user.click(screen.getByLabelText('Add Wrathmane'));
    await user.click((await screen.findAllByLabelText('Add Orc Hunters'))[0]!);
    expect(total()).toBe('50 / 300');
    expect(screen.getAllByLabelText('Add Wrathmane').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);

    await user.click(screen.getByTitle('Undo'));
    expect(total()).toBe('30 / 300');
    await user.click(screen.getByTitle('Redo'));
    expect(total()).toBe('50 / 300');

    await user.type(screen.getByLabelText('List name'), 'Raiders{Enter}');
    await user.click(screen.getByTitle('Save'));
    await screen.findByText('Saved "Raiders"');
    const keys = Object.keys(window.localStorage).filter((key) => key.startsWith('prod_armyList_'));
    expect(keys).toHaveLength(1);
    const saved = JSON.parse(window.localStorage.getItem(keys[0]!)!);
    expect(saved).toMatchObject({ name: 'Raiders', factionId: 'northern-tribes', dataVersion: dataPack.version });
    expect(JSON.parse(window.localStorage.getItem('prod_preferences_builder')!)).toMatchObject({
      factionId: 'northern-tribes',
      listId: saved.id,
    });
  }, 30_000);

  it('asks before a faction change drops unsaved units, and remembers the faction', async () => {
    const user = renderBuilder();
    await user.click(await screen.findByLabelText('Add Wrathmane'));
    await user.click(screen.getByLabelText('Sÿenann'));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByText('Discard changes'));
    await waitFor(() => expect((screen.getByLabelText('Sÿenann') as HTMLInputElement).checked).toBe(true));
    expect(total()).toBe('0 / 300');
    expect(await screen.findByLabelText('Add Grand Captain')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('prod_preferences_builder')!).factionId).toBe('syenann');
  });

  it('asks an empty list for a High Command, then calls a list without one illegal', async () => {
    const user = renderBuilder();
    const check = await screen.findByRole('region', { name: 'List check' });
    expect(within(check).getByRole('status').textContent).toBe(
      'Start with a High Command: a legal list has exactly one.',
    );
    expect(within(check).queryByRole('listitem')).toBeNull();

    await user.click((await screen.findAllByLabelText('Add Orc Hunters'))[0]!);
    expect(within(check).getByRole('status').textContent).toBe('1 problem makes this list illegal.');
    expect(within(check).getByText('The list has no High Command unit; a legal list has one.')).toBeTruthy();

    await user.click(screen.getByLabelText('Add Wrathmane'));
    expect(within(check).getByRole('status').textContent).toBe('This list is legal.');
  });

  it('words validation in the current language', async () => {
    const user = renderBuilder();
    await user.click(await screen.findByLabelText('Add Coal'));
    await screen.findByText('Coal needs Iriavik Restless Pup in the list.');
    await i18n.changeLanguage('es');
    await screen.findByText('Tizon necesita a Iriavik Cachorro Impaciente en la lista.');
    await i18n.changeLanguage('en');
  });
});
