import { describe, expect, it } from 'vitest';
import {
  ACTIVATIONS_PER_TURN,
  asGameId,
  emptyGame,
  gameStateSchema,
  type GameCommand,
  type GameState,
} from './game-state';
import { applyGameCommand, replayCommands, replayEvents, type GameResult } from './reducer';
import { applyAll, commandClock, gameInTurnOne, playerInput, setUpGame } from '../../../test/fixtures/game';

const clock = commandClock(Date.parse('2026-03-01T20:00:00.000Z'), 't');
const apply = (state: GameState, command: GameCommand, at?: string): GameResult => {
  const envelope = clock(command);
  return applyGameCommand(state, at ? { ...envelope, at } : envelope);
};
const applied = (state: GameState, command: GameCommand, at?: string): GameState => {
  const result = apply(state, command, at);
  if (!result.ok) throw new Error(`rejected: ${result.rejection.code}`);
  expect(() => gameStateSchema.parse(JSON.parse(JSON.stringify(result.state)))).not.toThrow();
  return result.state;
};
/** The rejection's code, checking the state was left as it was. */
const rejection = (state: GameState, command: GameCommand) => {
  const before = structuredClone(state);
  const result = apply(state, command);
  expect(state).toEqual(before);
  if (result.ok) throw new Error(`${command.type} was accepted`);
  return result.rejection;
};

/** Plays activations by alternating players, starting with p1, as given ids. */
const activate = (state: GameState, ...players: string[]) =>
  players.reduce(
    (current, playerId) => applied(current, { type: 'complete_activation', turnNumber: current.currentTurn, playerId }),
    state,
  );

describe('game phases (spec §4)', () => {
  it('starts in setup with nothing chosen', () => {
    const state = emptyGame(asGameId('fresh'));
    expect(state).toMatchObject({
      id: 'fresh',
      currentPhase: 'setup',
      players: {},
      mission: null,
      currentTurn: 0,
      gameStartTime: null,
      gameEndTime: null,
    });
  });

  it('records gameStartTime from deployment to game', () => {
    const deployment = setUpGame('deployment');
    const state = applied(deployment, { type: 'set_phase', phase: 'game' }, '2026-03-01T19:00:00.000Z');
    expect(state.currentPhase).toBe('game');
    expect(state.gameStartTime).toBe('2026-03-01T19:00:00.000Z');
  });

  it('does not record gameStartTime when the game is entered from another phase', () => {
    const state = applied(setUpGame('setup'), { type: 'set_phase', phase: 'game' });
    expect(state.gameStartTime).toBeNull();
  });

  it('records gameEndTime from scoring to summary, keeping an existing one', () => {
    const scoring = applied(setUpGame('game'), { type: 'set_phase', phase: 'scoring' });
    const ended = applied(scoring, { type: 'set_phase', phase: 'summary' }, '2026-03-01T21:00:00.000Z');
    expect(ended.gameEndTime).toBe('2026-03-01T21:00:00.000Z');
    const reopened = applied(ended, { type: 'set_phase', phase: 'scoring' });
    const again = applied(reopened, { type: 'set_phase', phase: 'summary' }, '2026-03-01T22:30:00.000Z');
    expect(again.gameEndTime).toBe('2026-03-01T21:00:00.000Z');
  });

  it('accepts other phase changes without restriction', () => {
    let state = setUpGame('setup');
    for (const phase of ['summary', 'setup', 'scoring', 'deployment', 'setup', 'game'] as const) {
      state = applied(state, { type: 'set_phase', phase });
      expect(state.currentPhase).toBe(phase);
    }
    expect(state.gameEndTime).toBeNull();
  });

  it('rejects a change to the phase it is already in', () => {
    expect(rejection(setUpGame('setup'), { type: 'set_phase', phase: 'setup' }).code).toBe('phase.unchanged');
  });
});

describe('out-of-phase commands', () => {
  it.each<[string, GameCommand]>([
    ['a score update', { type: 'update_score', playerId: 'p1', score: 3, round: 1 }],
    ['completing a turn', { type: 'complete_turn', turnNumber: 1, scores: { p1: 1 } }],
    ['end-of-game points', { type: 'set_final_points', playerId: 'p1', mission: 1, feat: 1 }],
    ['starting a turn', { type: 'start_turn', turnNumber: 1, activePlayerId: 'p1' }],
    ['an activation', { type: 'complete_activation', turnNumber: 1, playerId: 'p1' }],
    ['deploying a unit', { type: 'deploy_unit', unitId: 'p1-u1', deployed: true }],
    ['taking an objective', { type: 'set_objective', objectiveId: 'objective-1', playerId: 'p1' }],
  ])('rejects %s before deployment', (_label, command) => {
    expect(rejection(setUpGame('setup'), command)).toEqual({
      code: 'phase.not_allowed',
      params: { command: command.type, phase: 'setup' },
    });
  });

  it('rejects changing players once deployment has started', () => {
    const state = setUpGame('deployment');
    expect(rejection(state, { type: 'set_player', player: playerInput(2, { name: 'Late' }) }).code).toBe(
      'phase.not_allowed',
    );
    expect(rejection(state, { type: 'remove_player', playerId: 'p2' }).code).toBe('phase.not_allowed');
    expect(rejection(state, { type: 'set_mission', mission: { missionId: 'loot', featId: null } }).code).toBe(
      'phase.not_allowed',
    );
  });

  it('rejects play commands once the game is over', () => {
    const summary = applied(setUpGame('setup'), { type: 'set_phase', phase: 'summary' });
    expect(rejection(summary, { type: 'claim_seat', playerId: 'p2', userId: 'u2' }).code).toBe('phase.not_allowed');
    expect(rejection(summary, { type: 'set_unit_state', unitId: 'p1-u1', destroyed: true }).code).toBe(
      'phase.not_allowed',
    );
  });
});

describe('setup', () => {
  it('adds players keyed by id with their units', () => {
    const state = setUpGame('setup');
    expect(Object.keys(state.players)).toEqual(['p1', 'p2']);
    expect(state.players.p1).toMatchObject({
      name: 'Aldara',
      seat: 1,
      score: 0,
      roundScores: {},
      units: ['p1-u1', 'p1-u2', 'p1-u3', 'p1-u4', 'p1-u5'],
    });
    expect(state.units['p2-u3']).toEqual({
      id: 'p2-u3',
      playerId: 'p2',
      unitId: 'unit-3',
      attachedTo: null,
      deployed: false,
      casualties: 0,
      destroyed: false,
      activatedInTurn: null,
    });
  });

  it('replaces a player, swapping their units for the new list', () => {
    const state = applied(setUpGame('setup'), {
      type: 'set_player',
      player: playerInput(1, { name: '  Korvus ', units: [{ id: 'p1-u9', unitId: 'scout', attachedTo: null }] }),
    });
    expect(state.players.p1!.name).toBe('Korvus');
    expect(state.players.p1!.units).toEqual(['p1-u9']);
    expect(Object.keys(state.units).filter((id) => id.startsWith('p1-'))).toEqual(['p1-u9']);
  });

  it('keeps to two players in two seats', () => {
    const state = setUpGame('setup');
    expect(rejection(state, { type: 'set_player', player: playerInput(1, { id: 'p3', units: [] }) }).code).toBe(
      'player.limit',
    );
    const one = applied(emptyGame(asGameId('g')), { type: 'set_player', player: playerInput(1) });
    expect(rejection(one, { type: 'set_player', player: playerInput(1, { id: 'other', units: [] }) })).toEqual({
      code: 'player.seat_taken',
      params: { seat: 1, playerId: 'p1' },
    });
  });

  it('rejects units that clash or joins that point nowhere', () => {
    const state = setUpGame('setup');
    const clash = playerInput(2, { units: [{ id: 'p1-u1', unitId: 'x', attachedTo: null }] });
    expect(rejection(state, { type: 'set_player', player: clash }).code).toBe('unit.duplicate');
    const twice = playerInput(2, {
      units: [
        { id: 'a', unitId: 'x', attachedTo: null },
        { id: 'a', unitId: 'y', attachedTo: null },
      ],
    });
    expect(rejection(state, { type: 'set_player', player: twice }).code).toBe('unit.duplicate');
    const dangling = playerInput(2, { units: [{ id: 'a', unitId: 'x', attachedTo: 'nowhere' }] });
    expect(rejection(state, { type: 'set_player', player: dangling }).code).toBe('unit.bad_attachment');
  });

  it('removes a player and everything that pointed at them', () => {
    const state = applied(setUpGame('setup'), { type: 'remove_player', playerId: 'p1' });
    expect(Object.keys(state.players)).toEqual(['p2']);
    expect(Object.values(state.units).every((unit) => unit.playerId === 'p2')).toBe(true);
    expect(state.rollOffWinner).toBeNull();
    expect(state.initialInitiativePlayerId).toBeNull();
    expect(state.firstToDeployPlayerId).toBe('p2');
  });

  it('sets the mission, the roll-off winner, who deploys first and who has initiative', () => {
    const state = setUpGame('setup');
    expect(state.mission).toEqual({ missionId: 'consolidated-progress', featId: 'track' });
    expect([state.rollOffWinner, state.firstToDeployPlayerId, state.initialInitiativePlayerId]).toEqual([
      'p1',
      'p2',
      'p1',
    ]);
    const cleared = applied(state, { type: 'set_roll_off_winner', playerId: null });
    expect(cleared.rollOffWinner).toBeNull();
  });

  it.each<GameCommand>([
    { type: 'set_roll_off_winner', playerId: 'ghost' },
    { type: 'set_first_to_deploy', playerId: 'ghost' },
    { type: 'set_initial_initiative', playerId: 'ghost' },
    { type: 'remove_player', playerId: 'ghost' },
    { type: 'claim_seat', playerId: 'ghost', userId: 'u1' },
  ])('rejects the unknown player id in $type', (command) => {
    expect(rejection(setUpGame('setup'), command)).toEqual({ code: 'player.unknown', params: { playerId: 'ghost' } });
  });

  it('links a seat to the account that joined, keeping a name already typed', () => {
    const state = applied(setUpGame('setup'), { type: 'claim_seat', playerId: 'p2', userId: 'user-2', name: 'bruk99' });
    expect(state.players.p2).toMatchObject({ userId: 'user-2', name: 'bruk99' });
    const unnamed = applied(state, { type: 'claim_seat', playerId: 'p2', userId: 'user-2', name: '' });
    expect(unnamed.players.p2!.name).toBe('bruk99');
  });
});

describe('deployment and units', () => {
  it('marks units deployed and back', () => {
    const state = applied(setUpGame('deployment'), { type: 'deploy_unit', unitId: 'p1-u2', deployed: true });
    expect(state.units['p1-u2']!.deployed).toBe(true);
    expect(applied(state, { type: 'deploy_unit', unitId: 'p1-u2', deployed: false }).units['p1-u2']!.deployed).toBe(
      false,
    );
    expect(rejection(state, { type: 'deploy_unit', unitId: 'nope', deployed: true }).code).toBe('unit.unknown');
  });

  it('records casualties and destroyed units', () => {
    let state = applied(gameInTurnOne(), { type: 'set_unit_state', unitId: 'p2-u1', casualties: 2 });
    expect(state.units['p2-u1']).toMatchObject({ casualties: 2, destroyed: false });
    state = applied(state, { type: 'set_unit_state', unitId: 'p2-u1', destroyed: true });
    expect(state.units['p2-u1']).toMatchObject({ casualties: 2, destroyed: true });
    expect(rejection(state, { type: 'set_unit_state', unitId: 'gone', casualties: 1 }).code).toBe('unit.unknown');
  });

  it('tracks who controls each objective', () => {
    let state = applied(gameInTurnOne(), { type: 'set_objective', objectiveId: 'objective-1', playerId: 'p1' });
    state = applied(state, { type: 'set_objective', objectiveId: 'objective-2', playerId: 'p2' });
    state = applied(state, { type: 'set_objective', objectiveId: 'objective-1', playerId: null });
    expect(state.objectives).toEqual({ 'objective-2': 'p2' });
    expect(rejection(state, { type: 'set_objective', objectiveId: 'objective-3', playerId: 'ghost' }).code).toBe(
      'player.unknown',
    );
  });
});

describe('turns (spec §4)', () => {
  it('creates a turn with zero activations per player', () => {
    const state = gameInTurnOne();
    expect(state.currentTurn).toBe(1);
    expect(state.turns).toEqual([
      {
        number: 1,
        activePlayer: 'p1',
        activationsCompleted: { p1: 0, p2: 0 },
        events: [expect.any(String)],
        completed: false,
        scores: null,
        alternatingPlayer: null,
      },
    ]);
  });

  it('updates the active player when the turn exists', () => {
    const state = applied(gameInTurnOne(), { type: 'start_turn', turnNumber: 1, activePlayerId: 'p2' });
    expect(state.turns).toHaveLength(1);
    expect(state.turns[0]!.activePlayer).toBe('p2');
  });

  it('starts turns in order, each after the previous one is over', () => {
    const state = gameInTurnOne();
    expect(rejection(state, { type: 'start_turn', turnNumber: 3, activePlayerId: 'p1' })).toEqual({
      code: 'turn.out_of_order',
      params: { turn: 3, expected: 2 },
    });
    expect(rejection(state, { type: 'start_turn', turnNumber: 2, activePlayerId: 'p1' }).code).toBe(
      'turn.previous_not_completed',
    );
    expect(rejection(state, { type: 'start_turn', turnNumber: 1, activePlayerId: 'ghost' }).code).toBe(
      'player.unknown',
    );
    const ended = applied(state, { type: 'end_turn', turnNumber: 1 });
    const second = applied(ended, { type: 'start_turn', turnNumber: 2, activePlayerId: 'p2' });
    expect(second.currentTurn).toBe(2);
    expect(rejection(second, { type: 'start_turn', turnNumber: 1, activePlayerId: 'p1' }).code).toBe(
      'turn.not_current',
    );
  });

  it('needs a player to start a turn', () => {
    const state = applied(emptyGame(asGameId('g')), { type: 'set_phase', phase: 'game' });
    expect(rejection(state, { type: 'start_turn', turnNumber: 1, activePlayerId: 'p1' }).code).toBe('game.no_players');
  });

  it('ends the turn by marking it completed', () => {
    const state = applied(gameInTurnOne(), { type: 'end_turn', turnNumber: 1 });
    expect(state.turns[0]!.completed).toBe(true);
    expect(rejection(state, { type: 'end_turn', turnNumber: 1 }).code).toBe('turn.completed');
    expect(rejection(state, { type: 'end_turn', turnNumber: 4 }).code).toBe('turn.unknown');
  });

  it('completes the turn, storing scores; the totals and round scores follow', () => {
    const state = applied(gameInTurnOne(), { type: 'complete_turn', turnNumber: 1, scores: { p1: 3, p2: 1 } });
    expect(state.turns[0]).toMatchObject({ completed: true, scores: { p1: 3, p2: 1 } });
    expect(state.players.p1).toMatchObject({ score: 3, roundScores: { '1': 3 } });
    expect(state.players.p2).toMatchObject({ score: 1, roundScores: { '1': 1 } });
    // Completing it again with corrected scores moves the totals by the difference.
    const corrected = applied(state, { type: 'complete_turn', turnNumber: 1, scores: { p1: 2 } });
    expect(corrected.turns[0]!.scores).toEqual({ p1: 2, p2: 1 });
    expect(corrected.players.p1).toMatchObject({ score: 2, roundScores: { '1': 2 } });
  });

  it('rejects negative turn scores and unknown players in them', () => {
    const state = gameInTurnOne();
    expect(rejection(state, { type: 'complete_turn', turnNumber: 1, scores: { p1: -1 } })).toEqual({
      code: 'score.negative',
      params: { playerId: 'p1', score: -1 },
    });
    expect(rejection(state, { type: 'complete_turn', turnNumber: 1, scores: { ghost: 2 } }).code).toBe(
      'player.unknown',
    );
    expect(rejection(state, { type: 'complete_turn', turnNumber: 2, scores: { p1: 2 } }).code).toBe('turn.unknown');
  });
});

describe('activations and the alternating rule (spec §4, §9)', () => {
  it('increments the player’s count and hands the activation to the other player', () => {
    const state = activate(gameInTurnOne(), 'p1');
    expect(state.turns[0]!.activationsCompleted).toEqual({ p1: 1, p2: 0 });
    expect(state.turns[0]!.activePlayer).toBe('p2');
    expect(activate(state, 'p2').turns[0]!.activePlayer).toBe('p1');
  });

  it('makes the player with the fewest activations the alternating player when one reaches 5', () => {
    // p2 plays two units fewer: p1 reaches 5 while p2 has 3.
    let state = activate(gameInTurnOne(), 'p1', 'p2', 'p1', 'p2', 'p1', 'p2', 'p1');
    expect(state.turns[0]!.activationsCompleted).toEqual({ p1: 4, p2: 3 });
    expect(state.turns[0]!.alternatingPlayer).toBeNull();
    state = activate(state, 'p1');
    expect(state.turns[0]!.activationsCompleted).toEqual({ p1: ACTIVATIONS_PER_TURN, p2: 3 });
    expect(state.turns[0]!.alternatingPlayer).toBe('p2');
    expect(state.turns[0]!.activePlayer).toBe('p2');
    // p2 keeps activating alone.
    state = activate(state, 'p2');
    expect(state.turns[0]!.activePlayer).toBe('p2');
    expect(state.turns[0]!.alternatingPlayer).toBe('p2');
  });

  it('sets no alternating player when everyone has used all activations', () => {
    let state = gameInTurnOne();
    for (let index = 0; index < ACTIVATIONS_PER_TURN; index += 1) state = activate(state, 'p1', 'p2');
    const turn = state.turns[0]!;
    expect(turn.activationsCompleted).toEqual({ p1: 5, p2: 5 });
    // When p1 reached 5, p2 (4) became the alternating player; when p2 reached 5 nobody was under 5.
    expect(turn.alternatingPlayer).toBe('p2');
    expect(turn.activePlayer).toBeNull();
  });

  it('names the player with fewer activations even when the other one reached 5', () => {
    let state = gameInTurnOne();
    state = activate(state, 'p2', 'p2', 'p2', 'p2', 'p2');
    expect(state.turns[0]!.alternatingPlayer).toBe('p1');
    expect(state.turns[0]!.activePlayer).toBe('p1');
  });

  it('stops at 5 activations per player', () => {
    const state = activate(gameInTurnOne(), 'p1', 'p1', 'p1', 'p1', 'p1');
    expect(rejection(state, { type: 'complete_activation', turnNumber: 1, playerId: 'p1' })).toEqual({
      code: 'activation.limit_reached',
      params: { playerId: 'p1', limit: 5 },
    });
  });

  it('marks the unit that activated, once per turn, and never a destroyed one', () => {
    let state = applied(gameInTurnOne(), {
      type: 'complete_activation',
      turnNumber: 1,
      playerId: 'p1',
      unitId: 'p1-u2',
    });
    expect(state.units['p1-u2']!.activatedInTurn).toBe(1);
    expect(rejection(state, { type: 'complete_activation', turnNumber: 1, playerId: 'p1', unitId: 'p1-u2' }).code).toBe(
      'unit.already_activated',
    );
    expect(rejection(state, { type: 'complete_activation', turnNumber: 1, playerId: 'p1', unitId: 'p2-u1' }).code).toBe(
      'unit.other_player',
    );
    state = applied(state, { type: 'set_unit_state', unitId: 'p2-u1', destroyed: true });
    expect(rejection(state, { type: 'complete_activation', turnNumber: 1, playerId: 'p2', unitId: 'p2-u1' }).code).toBe(
      'unit.destroyed',
    );
  });

  it('only counts activations in the current, open turn', () => {
    const state = gameInTurnOne();
    expect(rejection(state, { type: 'complete_activation', turnNumber: 2, playerId: 'p1' }).code).toBe('turn.unknown');
    expect(rejection(state, { type: 'complete_activation', turnNumber: 1, playerId: 'ghost' }).code).toBe(
      'player.unknown',
    );
    const ended = applied(state, { type: 'end_turn', turnNumber: 1 });
    expect(rejection(ended, { type: 'complete_activation', turnNumber: 1, playerId: 'p1' }).code).toBe(
      'turn.completed',
    );
  });

  it('lets a unit activate again in the next turn', () => {
    let state = applied(gameInTurnOne(), {
      type: 'complete_activation',
      turnNumber: 1,
      playerId: 'p1',
      unitId: 'p1-u1',
    });
    state = applied(state, { type: 'end_turn', turnNumber: 1 });
    state = applied(state, { type: 'start_turn', turnNumber: 2, activePlayerId: 'p1' });
    state = applied(state, { type: 'complete_activation', turnNumber: 2, playerId: 'p1', unitId: 'p1-u1' });
    expect(state.units['p1-u1']!.activatedInTurn).toBe(2);
  });
});

describe('scores (spec §4)', () => {
  it('sets the player’s score and records the round score as the difference', () => {
    let state = applied(gameInTurnOne(), { type: 'update_score', playerId: 'p1', score: 4, round: 1 });
    expect(state.players.p1).toMatchObject({ score: 4, roundScores: { '1': 4 } });
    state = applied(state, { type: 'update_score', playerId: 'p1', score: 6 });
    expect(state.players.p1).toMatchObject({ score: 6, roundScores: { '1': 4 } });
    state = applied(state, { type: 'update_score', playerId: 'p1', score: 9, round: 2 });
    expect(state.players.p1!.roundScores).toEqual({ '1': 4, '2': 3 });
    // A second update in the same round adds its difference.
    state = applied(state, { type: 'update_score', playerId: 'p1', score: 8, round: 2 });
    expect(state.players.p1).toMatchObject({ score: 8, roundScores: { '1': 4, '2': 2 } });
  });

  it('rejects negative scores and unknown players', () => {
    const state = gameInTurnOne();
    expect(rejection(state, { type: 'update_score', playerId: 'p1', score: -2, round: 1 })).toEqual({
      code: 'score.negative',
      params: { playerId: 'p1', score: -2 },
    });
    expect(rejection(state, { type: 'update_score', playerId: 'ghost', score: 2 }).code).toBe('player.unknown');
  });

  it('adds end-of-game mission and feat points to the total, replacing earlier ones', () => {
    let state = applied(gameInTurnOne(), { type: 'complete_turn', turnNumber: 1, scores: { p1: 3, p2: 2 } });
    state = applied(state, { type: 'set_phase', phase: 'scoring' });
    state = applied(state, { type: 'set_final_points', playerId: 'p2', mission: 2, feat: 2 });
    expect(state.players.p2).toMatchObject({ score: 6, finalPoints: { mission: 2, feat: 2 } });
    state = applied(state, { type: 'set_final_points', playerId: 'p2', mission: 0, feat: 1 });
    expect(state.players.p2!.score).toBe(3);
    expect(rejection(state, { type: 'set_final_points', playerId: 'p2', mission: -1, feat: 0 }).code).toBe(
      'score.negative',
    );
  });
});

describe('notes', () => {
  it('records a note as a game event', () => {
    const state = applied(gameInTurnOne(), { type: 'add_note', text: '  Fog reached the ford  ' });
    expect(state.gameEvents.at(-1)).toMatchObject({
      turn: 1,
      command: { type: 'add_note', text: '  Fog reached the ford  ' },
    });
    expect(state.turns[0]!.events).toContain(state.gameEvents.at(-1)!.id);
  });

  it('rejects empty and overlong notes', () => {
    expect(rejection(gameInTurnOne(), { type: 'add_note', text: '   ' }).code).toBe('note.empty');
    expect(rejection(gameInTurnOne(), { type: 'add_note', text: 'x'.repeat(501) }).code).toBe('note.too_long');
  });
});

describe('reset, restore and undo', () => {
  it('resets to a fresh state with a new id', () => {
    const state = applied(gameInTurnOne(), { type: 'reset', gameId: asGameId('g2') });
    expect(state).toEqual(emptyGame(asGameId('g2')));
    expect(rejection(state, { type: 'reset', gameId: asGameId('g2') }).code).toBe('game.same_id');
  });

  it('restores a whole state', () => {
    const saved = gameInTurnOne();
    expect(applied(emptyGame(asGameId('other')), { type: 'restore', state: saved })).toEqual(saved);
  });

  it('undoes the last command, then the one before', () => {
    const before = gameInTurnOne();
    const middle = activate(before, 'p1');
    const after = activate(middle, 'p2');
    const once = applied(after, { type: 'undo' });
    expect(once).toEqual(middle);
    expect(applied(once, { type: 'undo' })).toEqual(before);
  });

  it('undoes a phase change together with the time it recorded', () => {
    const deployment = setUpGame('deployment');
    const game = applied(deployment, { type: 'set_phase', phase: 'game' });
    expect(applied(game, { type: 'undo' })).toEqual(deployment);
  });

  it('has nothing to undo in a fresh game', () => {
    expect(rejection(emptyGame(asGameId('g')), { type: 'undo' }).code).toBe('undo.nothing');
  });

  it('refuses the same command id twice', () => {
    const state = gameInTurnOne();
    const envelope = {
      id: 'same',
      at: '2026-03-01T19:00:00.000Z',
      command: { type: 'add_note', text: 'one' } as const,
    };
    const first = applyGameCommand(state, envelope);
    if (!first.ok) throw new Error('rejected');
    expect(applyGameCommand(first.state, envelope)).toEqual({
      ok: false,
      rejection: { code: 'command.duplicate', params: { commandId: 'same' } },
    });
  });

  it('refuses the same command id twice in a replayed log too', () => {
    const envelope = {
      id: 'same',
      at: '2026-03-01T19:00:00.000Z',
      command: { type: 'add_note', text: 'one' } as const,
    };
    const { state, rejected } = replayCommands(gameInTurnOne(), [envelope, envelope]);
    expect(state.gameEvents.filter((event) => event.id === 'same')).toHaveLength(1);
    expect(rejected).toEqual([{ id: 'same', rejection: { code: 'command.duplicate', params: { commandId: 'same' } } }]);
  });

  it('undoes into a restored game while replaying a log', () => {
    const saved = activate(gameInTurnOne(), 'p1');
    const envelopes = [clock({ type: 'restore', state: saved }), clock({ type: 'undo' })];
    expect(replayCommands(emptyGame(asGameId('x')), envelopes).state).toEqual(applied(saved, { type: 'undo' }));
  });

  it('rebuilds the state from its events', () => {
    let state = activate(gameInTurnOne(), 'p1', 'p2', 'p1');
    state = applied(state, { type: 'set_unit_state', unitId: 'p1-u3', casualties: 1 });
    state = applied(state, { type: 'end_turn', turnNumber: 1 });
    state = applied(state, { type: 'complete_turn', turnNumber: 1, scores: { p1: 2, p2: 0 } });
    expect(replayEvents(emptyGame(state.id), state.gameEvents)).toEqual({ state, rejected: [] });
  });
});

describe('a whole game', () => {
  it('goes from setup to summary over three rounds', () => {
    const play = commandClock(Date.parse('2026-03-01T18:00:00.000Z'));
    let state = setUpGame('deployment', play);
    state = applyAll(
      state,
      [
        { type: 'deploy_unit', unitId: 'p2-u1', deployed: true },
        { type: 'set_phase', phase: 'game' },
      ],
      play,
    );
    for (const round of [1, 2, 3]) {
      state = applyAll(
        state,
        [{ type: 'start_turn', turnNumber: round, activePlayerId: round === 2 ? 'p2' : 'p1' }],
        play,
      );
      for (let index = 0; index < ACTIVATIONS_PER_TURN; index += 1) {
        const first = state.turns.at(-1)!.activePlayer!;
        state = applyAll(
          state,
          [
            { type: 'complete_activation', turnNumber: round, playerId: first },
            { type: 'complete_activation', turnNumber: round, playerId: first === 'p1' ? 'p2' : 'p1' },
          ],
          play,
        );
      }
      state = applyAll(
        state,
        [
          { type: 'end_turn', turnNumber: round },
          { type: 'complete_turn', turnNumber: round, scores: { p1: round, p2: 2 } },
        ],
        play,
      );
    }
    state = applyAll(
      state,
      [
        { type: 'set_phase', phase: 'scoring' },
        { type: 'set_final_points', playerId: 'p1', mission: 0, feat: 2 },
        { type: 'set_phase', phase: 'summary' },
      ],
      play,
    );
    expect(state.currentPhase).toBe('summary');
    expect(state.players.p1).toMatchObject({ score: 8, roundScores: { '1': 1, '2': 2, '3': 3 } });
    expect(state.players.p2).toMatchObject({ score: 6, roundScores: { '1': 2, '2': 2, '3': 2 } });
    expect(state.gameStartTime! < state.gameEndTime!).toBe(true);
    expect(state.turns.map((turn) => turn.completed)).toEqual([true, true, true]);
    expect(gameStateSchema.safeParse(state).success).toBe(true);
  });
});
