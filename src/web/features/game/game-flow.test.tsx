import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePack } from '../../../../test/fixtures/army';
import type { GameCommand } from '../../../domain/game/game-state';
import { SETUP_COMMANDS } from '../../../../test/fixtures/game';
import { renderWithToasts } from '../../../../test/web/render-in-app';
import { PlayModeGate } from './access/play-mode-gate';
import { GameScreen } from './game-screen';
import { localGame } from './local-game';
import type { GamePage } from './routes';
import { useLocalGameSession } from './session';
import { useRunner } from './use-runner';

const pack = makePack();
// Rendering whole pages on a shared, busy machine can take a few seconds.
const slow = { timeout: 20_000 };

function Where() {
  return <p>Now at {useLocation().pathname}</p>;
}

function LocalScreen({ page }: { page: GamePage }) {
  const session = useLocalGameSession();
  return (
    <>
      <GameScreen
        page={page}
        session={session}
        location={{}}
        pack={pack}
        savedLists={[]}
        viewer={{ name: 'Aldara', userId: null }}
      />
      <Where />
    </>
  );
}

function renderAt(path: string, element = <LocalScreen page={path.slice(1) as GamePage} />) {
  const pages = ['setup', 'deployment', 'play', 'scoring', 'summary'] as const;
  const router = createMemoryRouter(
    [
      ...pages.map((page) => ({
        path: `/${page}`,
        element: path === `/${page}` ? element : <LocalScreen page={page} />,
      })),
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  renderWithToasts(<RouterProvider router={router} />);
  return router;
}

const run = (...commands: GameCommand[]) => {
  const result = localGame.run(commands);
  if (!result.ok) throw new Error(result.rejection.code);
};

/** Two players set up and turn 1 started with p1 (Aldara) active. */
function startBattle() {
  run(...SETUP_COMMANDS, { type: 'set_phase', phase: 'deployment' }, { type: 'set_phase', phase: 'game' });
  run({ type: 'start_turn', turnNumber: 1, activePlayerId: 'p1' });
}

beforeEach(() => {
  localGame.reload();
});
afterEach(() => {
  localGame.reload();
});

describe('the play page', slow, () => {
  it('shows whose activation it is and hands it over when the activation is done', async () => {
    const user = userEvent.setup();
    startBattle();
    renderAt('/play');
    expect(screen.getByRole('region', { name: 'Activation Aldara' }).textContent).toContain('0/5');
    await user.click(screen.getByRole('button', { name: 'Aldara: activation done' }));
    expect(screen.getByRole('region', { name: 'Activation Bruk' }).textContent).toContain('0/5');
    expect(localGame.get().turns[0]!.activationsCompleted).toEqual({ p1: 1, p2: 0 });
    expect(screen.getByText('Round 1 of 3 · Turn 1 of 5')).toBeTruthy();
  });

  it('names the alternating player once the other has used all five activations', async () => {
    const user = userEvent.setup();
    startBattle();
    const p1 = { type: 'complete_activation', turnNumber: 1, playerId: 'p1' } as const;
    const p2 = { type: 'complete_activation', turnNumber: 1, playerId: 'p2' } as const;
    run(p1, p2, p1, p2, p1, p2, p1);
    renderAt('/play');
    // Bruk is up; the players agree Aldara goes again.
    await user.click(screen.getByRole('button', { name: 'Aldara activates' }));
    await user.click(screen.getByRole('button', { name: 'Aldara: activation done' }));
    expect(screen.getByText('Bruk activates the rest of their units')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Activation Bruk' }).textContent).toContain('3/5');
  });

  it('records casualties and destroyed units from the unit sheet', async () => {
    const user = userEvent.setup();
    startBattle();
    renderAt('/play');
    const bruk = screen.getByRole('region', { name: 'Bruk' });
    await user.click(within(bruk).getAllByRole('button', { name: /unit 2/ })[0]!);
    const sheet = await screen.findByRole('dialog', { name: 'unit 2' });
    await user.click(within(sheet).getByRole('button', { name: 'One casualty more' }));
    await user.click(within(sheet).getByRole('button', { name: 'One casualty more' }));
    expect(localGame.get().units['p2-u2']!.casualties).toBe(2);
    await user.click(within(sheet).getByRole('button', { name: 'Destroyed' }));
    expect(localGame.get().units['p2-u2']!.destroyed).toBe(true);
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(within(bruk).getByRole('button', { name: /unit 2.*Destroyed/ })).toBeTruthy();
  });

  it('asks before ending a round early, then goes to scoring', async () => {
    const user = userEvent.setup();
    startBattle();
    const router = renderAt('/play');
    await user.click(screen.getByRole('button', { name: 'End round 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'End round 1 now?' });
    await user.click(within(dialog).getByRole('button', { name: 'End round 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/scoring'));
    expect(localGame.get().turns[0]!.completed).toBe(true);
  });

  it('undoes the last command', async () => {
    const user = userEvent.setup();
    startBattle();
    renderAt('/play');
    await user.click(screen.getByRole('button', { name: 'Aldara: activation done' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(localGame.get().turns[0]!.activationsCompleted).toEqual({ p1: 0, p2: 0 });
    expect(await screen.findByText('Undone: Aldara completed an activation')).toBeTruthy();
  });
});

describe('the scoring page', slow, () => {
  it('fills in objectives held from the table and saves the round', async () => {
    const user = userEvent.setup();
    startBattle();
    run(
      { type: 'set_objective', objectiveId: 'objective-1', playerId: 'p1' },
      { type: 'set_objective', objectiveId: 'objective-4', playerId: 'p1' },
      { type: 'set_objective', objectiveId: 'objective-2', playerId: 'p2' },
      { type: 'end_turn', turnNumber: 1 },
    );
    const router = renderAt('/scoring');
    // Issue 21: two objectives against one ticks "more objectives than your rival" too.
    const aldara = screen.getByRole('region', { name: 'Aldara' });
    expect(within(aldara).getByText('3 VP', { selector: 'p' })).toBeTruthy();
    const more = within(aldara).getByRole('button', { name: /more objectives than your rival/ });
    expect(more.getAttribute('aria-pressed')).toBe('true');
    const bruk = screen.getByRole('region', { name: 'Bruk' });
    expect(within(bruk).getByText('1 VP', { selector: 'p' })).toBeTruthy();
    expect(
      within(bruk)
        .getByRole('button', { name: /more objectives than your rival/ })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    // The step bar names the page: Scoring, not Battle.
    const steps = screen.getByRole('navigation', { name: 'Game steps' });
    expect(within(steps).getByText('Scoring').closest('li')!.getAttribute('aria-current')).toBe('step');
    // A line can still be changed by hand, and the total follows.
    await user.click(more);
    expect(within(aldara).getByText('2 VP', { selector: 'p' })).toBeTruthy();
    await user.click(more);
    await user.click(screen.getByRole('button', { name: 'Save round 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/play'));
    expect(localGame.get().turns[0]!.scores).toEqual({ p1: 3, p2: 1 });
    expect(localGame.get().players.p1!.roundScores).toEqual({ '1': 3 });
  });
});

describe('the scoring page, mission by mission', slow, () => {
  it('marks the lines it filled in when others are entered by hand (Quadrants: a tie is 1 VP each)', () => {
    run(
      ...SETUP_COMMANDS.map((command) =>
        command.type === 'set_mission'
          ? { ...command, mission: { missionId: 'quadrants', featId: 'banner' } }
          : command,
      ),
      { type: 'set_phase', phase: 'deployment' },
      { type: 'set_phase', phase: 'game' },
      { type: 'start_turn', turnNumber: 1, activePlayerId: 'p1' },
      { type: 'set_objective', objectiveId: 'quadrant-1', playerId: 'p1' },
      { type: 'set_objective', objectiveId: 'quadrant-2', playerId: 'p2' },
      { type: 'end_turn', turnNumber: 1 },
    );
    renderAt('/scoring');
    for (const name of ['Aldara', 'Bruk']) {
      const card = screen.getByRole('region', { name });
      expect(within(card).getByText('1 VP', { selector: 'p' })).toBeTruthy();
      expect(within(card).getAllByText('From the objectives held')).toHaveLength(2);
      const forward = within(card).getByRole('button', { name: /touching your rival/ });
      expect(forward.getAttribute('aria-pressed')).toBe('false');
      expect(within(forward).queryByText('From the objectives held')).toBeNull();
    }
  });
});

describe('the summary page', slow, () => {
  it('shows the winner, the rounds and the score chart', () => {
    startBattle();
    run(
      { type: 'end_turn', turnNumber: 1 },
      { type: 'complete_turn', turnNumber: 1, scores: { p1: 3, p2: 1 } },
      { type: 'set_phase', phase: 'scoring' },
      { type: 'set_final_points', playerId: 'p2', mission: 0, feat: 1 },
      { type: 'set_phase', phase: 'summary' },
    );
    renderAt('/summary');
    expect(screen.getByText('Aldara wins')).toBeTruthy();
    const chart = screen.getByRole('img', { name: /Score by round/ });
    expect(chart.querySelectorAll('polyline')).toHaveLength(2);
    const table = screen.getByRole('table', { name: 'Points by round' });
    expect(within(table).getByRole('row', { name: /Bruk/ }).textContent).toBe('Bruk1012');
  });
});

describe('setup', slow, () => {
  it('rolls off with the dice and refuses a broken share code with a clear message', async () => {
    const user = userEvent.setup();
    vi.spyOn(Math, 'random').mockReturnValueOnce(0.1).mockReturnValueOnce(0.9);
    renderAt('/setup');
    await screen.findAllByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Roll the dice' }));
    expect(localGame.get().rollOffWinner).toBe('p2');
    expect(screen.getByText(/Player 2 wins the roll-off/)).toBeTruthy();

    const [first] = screen.getAllByText('Use a share code');
    await user.click(first!);
    const [field] = screen.getAllByRole('textbox', { name: /Share code or link/ });
    await user.type(field!, 'R1~not-a-list');
    await user.click(screen.getAllByRole('button', { name: 'Use this list' })[0]!);
    expect(screen.getByText('That is not a list share code. Check that it was copied whole.')).toBeTruthy();
  });

  it('prefills the signed-in player’s name in their seat', async () => {
    renderAt('/setup');
    await waitFor(() => expect(localGame.get().players.p1?.name).toBe('Aldara'));
    expect(screen.getAllByRole('textbox', { name: 'Name' }).map((input) => (input as HTMLInputElement).value)).toEqual([
      'Aldara',
      '',
    ]);
  });
});

describe('rejections', slow, () => {
  function ScoreTooEarly() {
    const run = useRunner(useLocalGameSession());
    return (
      <button type="button" onClick={() => run({ type: 'update_score', playerId: 'p1', score: 3, round: 1 })}>
        Score now
      </button>
    );
  }

  it('shows an out-of-phase command as a message and leaves the game as it was', async () => {
    const user = userEvent.setup();
    run(...SETUP_COMMANDS);
    const before = localGame.get();
    renderWithToasts(<ScoreTooEarly />);
    await user.click(screen.getByRole('button', { name: 'Score now' }));
    expect(await screen.findByText('That cannot be done during Setup.')).toBeTruthy();
    expect(localGame.get()).toBe(before);
  });
});

describe('play mode access (decision 0019)', slow, () => {
  const closed = (refusal: 'members_only' | 'testers_only', isGuest: boolean) => ({
    allowed: false,
    refusal,
    isGuest,
  });

  it('lets in whoever the setting allows, guests included', () => {
    renderAt('/play', <PlayModeGate access={{ allowed: true, refusal: null, isGuest: true }}>the game</PlayModeGate>);
    expect(screen.getByText('the game')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a member left out by a testers-only setting what to do, in one calm message and no dialog', async () => {
    renderAt('/play', <PlayModeGate access={closed('testers_only', false)}>secret</PlayModeGate>);
    expect(screen.getByRole('heading', { level: 1, name: 'Play Mode' })).toBeTruthy();
    expect(
      screen.getByText('Play mode is open to testers only for now. Ask an admin if you would like to help test it.'),
    ).toBeTruthy();
    expect(screen.queryByText('secret')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    await act(async () => screen.getByRole('link', { name: 'Back to the home page' }).click());
    await screen.findByText('Now at /');
  });

  it('asks a guest to sign in when the setting needs an account', () => {
    renderAt('/play', <PlayModeGate access={closed('members_only', true)}>secret</PlayModeGate>);
    expect(
      screen.getByText(
        'Play mode is open to signed-in members for now. Sign in, or create a free account, to track a game.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('always opens a game kept on this device', () => {
    renderAt(
      '/play',
      <PlayModeGate access={closed('testers_only', false)} gameOnDevice>
        the game
      </PlayModeGate>,
    );
    expect(screen.getByText('the game')).toBeTruthy();
  });
});
