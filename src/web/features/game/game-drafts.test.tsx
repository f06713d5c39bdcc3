import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePack } from '../../../../test/fixtures/army';
import { SETUP_COMMANDS } from '../../../../test/fixtures/game';
import { i18n } from '../../lib/i18n';
import { GameScreen } from './game-screen';
import { GameHome } from './home/game-home';
import { localGame } from './local-game';
import { NotesPanel } from './notes-panel';
import { useLocalGameSession } from './session';

const pack = makePack();

function Setup() {
  const session = useLocalGameSession();
  return (
    <GameScreen
      page="setup"
      session={session}
      location={{}}
      pack={pack}
      savedLists={[]}
      viewer={{ name: '', userId: null }}
    />
  );
}

function Notes() {
  return <NotesPanel session={useLocalGameSession()} />;
}

function Home() {
  const session = useLocalGameSession();
  return <GameHome local={session.state} pack={pack} onNewGame={() => localGame.startNew()} />;
}

/** Shows a page as a fresh load would: the game store reads this device's storage again. */
function open(page: React.ReactElement) {
  localGame.reload();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{page}</MemoryRouter>
      <Toaster />
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), unmount: view.unmount };
}

const nameOf = (seat: 1 | 2) =>
  within(screen.getByRole('region', { name: `Player ${seat}` })).getByRole('textbox', {
    name: 'Name',
  }) as HTMLInputElement;

beforeEach(() => localGame.reload());
afterEach(() => localGame.reload());

describe('what is typed into a game is kept on this device (issue 21)', { timeout: 30_000 }, () => {
  it('keeps setup without a mission, and a name typed but not confirmed, through a reload', async () => {
    const first = open(<Setup />);
    await waitFor(() => expect(nameOf(2)).toBeTruthy());
    await first.user.selectOptions(
      within(screen.getByRole('region', { name: 'Player 1' })).getByLabelText('Faction'),
      'syenann',
    );
    await first.user.type(nameOf(2), 'Bru');
    first.unmount();
    expect(window.localStorage.getItem('prod_gameState')).toBeNull();

    const second = open(<Setup />);
    await waitFor(() => expect(nameOf(2).value).toBe('Bru'));
    expect(
      (within(screen.getByRole('region', { name: 'Player 1' })).getByLabelText('Faction') as HTMLSelectElement).value,
    ).toBe('syenann');
    // Confirmed, the name is part of the game and no longer a draft.
    await second.user.type(nameOf(2), 'k{Enter}');
    await waitFor(() => expect(localGame.get().players.p2?.name).toBe('Bruk'));
    expect(JSON.parse(window.localStorage.getItem('prod_draft_gameText')!).value.fields).toEqual({});
    second.unmount();

    // The game home offers that setup back, and asks before starting over.
    const home = open(<Home />);
    expect(screen.getByRole('heading', { name: 'Game in progress' })).toBeTruthy();
    await home.user.click(screen.getByRole('button', { name: 'Start a new game' }));
    expect(screen.getByRole('dialog', { name: 'Start a new game?' })).toBeTruthy();
  });

  it('keeps a note typed but not added, and forgets it once added', async () => {
    localGame.run([...SETUP_COMMANDS, { type: 'set_phase', phase: 'deployment' }]);
    const first = open(<Notes />);
    await first.user.type(screen.getByLabelText('New note'), 'Fog on the ford');
    first.unmount();

    const second = open(<Notes />);
    const note = screen.getByLabelText('New note') as HTMLTextAreaElement;
    expect(note.value).toBe('Fog on the ford');
    await second.user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(note.value).toBe(''));
    expect(screen.getByText('Fog on the ford')).toBeTruthy();
    second.unmount();
    open(<Notes />);
    expect((screen.getByLabelText('New note') as HTMLTextAreaElement).value).toBe('');
  });

  it('sets a damaged setup draft aside with a message, and setup starts empty and works', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem('prod_draft_gameSetup', '{"format":1,"value":{"players":"x"}}');
    const { user } = open(<Setup />);
    const notice = (await screen.findByText('What you typed for this game could not be restored')).closest('section')!;
    expect(window.localStorage.getItem('prod_draft_gameSetup_setAside')).toBe('{"format":1,"value":{"players":"x"}}');
    await waitFor(() => expect(nameOf(2).value).toBe(''));
    await user.type(nameOf(2), 'Bruk{Enter}');
    await waitFor(() => expect(localGame.get().players.p2?.name).toBe('Bruk'));
    await user.click(within(notice).getByRole('button', { name: 'Discard it' }));
    await waitFor(() => expect(screen.queryByText('What you typed for this game could not be restored')).toBeNull());
    expect(window.localStorage.getItem('prod_draft_gameSetup_setAside')).toBeNull();
  });
});
