import { describe, expect, it } from 'vitest';
import { asGameId, emptyGame, type GameState } from './game-state';
import {
  activationsExhausted,
  gameDurationMs,
  isSaveable,
  nextToDeploy,
  outcome,
  scoreLines,
  turnWithinRound,
  unitStatus,
  unitsFromList,
} from './game-view';
import { applyAll, commandClock, gameInTurnOne, playerInput, setUpGame } from '../../../test/fixtures/game';

const clock = commandClock(Date.parse('2026-03-02T10:00:00.000Z'), 'v');

describe('isSaveable (spec §4 "Game persistence")', () => {
  it('needs a mission and at least one player', () => {
    const empty = emptyGame(asGameId('g'));
    expect(isSaveable(empty)).toBe(false);
    const withPlayer = applyAll(empty, [{ type: 'set_player', player: playerInput(1) }], clock);
    expect(isSaveable(withPlayer)).toBe(false);
    const withMission = applyAll(
      withPlayer,
      [{ type: 'set_mission', mission: { missionId: 'loot', featId: null } }],
      clock,
    );
    expect(isSaveable(withMission)).toBe(true);
  });
});

describe('unitStatus', () => {
  it('shows destroyed over activated over wounded over active', () => {
    let state = gameInTurnOne();
    const status = (current: GameState) => unitStatus(current, current.units['p1-u1']!);
    expect(status(state)).toBe('active');
    state = applyAll(state, [{ type: 'set_unit_state', unitId: 'p1-u1', casualties: 1 }], clock);
    expect(status(state)).toBe('wounded');
    state = applyAll(state, [{ type: 'complete_activation', turnNumber: 1, playerId: 'p1', unitId: 'p1-u1' }], clock);
    expect(status(state)).toBe('activated');
    state = applyAll(state, [{ type: 'set_unit_state', unitId: 'p1-u1', destroyed: true }], clock);
    expect(status(state)).toBe('destroyed');
  });

  it('is no longer activated once the next turn starts', () => {
    const state = applyAll(
      gameInTurnOne(),
      [
        { type: 'complete_activation', turnNumber: 1, playerId: 'p1', unitId: 'p1-u1' },
        { type: 'end_turn', turnNumber: 1 },
        { type: 'start_turn', turnNumber: 2, activePlayerId: 'p2' },
      ],
      clock,
    );
    expect(unitStatus(state, state.units['p1-u1']!)).toBe('active');
  });
});

describe('turn progress', () => {
  it('counts turns within the round from the activations both players completed', () => {
    let state = gameInTurnOne();
    const turn = () => state.turns[0]!;
    expect(turnWithinRound(state, turn(), 5)).toBe(1);
    state = applyAll(state, [{ type: 'complete_activation', turnNumber: 1, playerId: 'p1' }], clock);
    expect(turnWithinRound(state, turn(), 5)).toBe(1);
    state = applyAll(state, [{ type: 'complete_activation', turnNumber: 1, playerId: 'p2' }], clock);
    expect(turnWithinRound(state, turn(), 5)).toBe(2);
    expect(turnWithinRound(state, turn(), 1)).toBe(1);
    expect(activationsExhausted(state, turn())).toBe(false);
    for (let index = 0; index < 4; index += 1) {
      state = applyAll(
        state,
        [
          { type: 'complete_activation', turnNumber: 1, playerId: 'p1' },
          { type: 'complete_activation', turnNumber: 1, playerId: 'p2' },
        ],
        clock,
      );
    }
    expect(activationsExhausted(state, turn())).toBe(true);
  });
});

describe('nextToDeploy', () => {
  it('alternates from the first to deploy, then lets the other finish', () => {
    let state = setUpGame('deployment');
    expect(nextToDeploy(state)).toBe('p2');
    state = applyAll(state, [{ type: 'deploy_unit', unitId: 'p2-u1', deployed: true }], clock);
    expect(nextToDeploy(state)).toBe('p1');
    state = applyAll(state, [{ type: 'deploy_unit', unitId: 'p1-u1', deployed: true }], clock);
    expect(nextToDeploy(state)).toBe('p2');
    for (const id of ['p2-u2', 'p2-u3', 'p2-u4', 'p2-u5']) {
      state = applyAll(state, [{ type: 'deploy_unit', unitId: id, deployed: true }], clock);
    }
    expect(nextToDeploy(state)).toBe('p1');
    for (const id of ['p1-u2', 'p1-u3', 'p1-u4', 'p1-u5']) {
      state = applyAll(state, [{ type: 'deploy_unit', unitId: id, deployed: true }], clock);
    }
    expect(nextToDeploy(state)).toBeNull();
  });
});

describe('scores and outcome', () => {
  it('gives per-round and running totals, and the winner', () => {
    let state = applyAll(
      gameInTurnOne(),
      [
        { type: 'complete_turn', turnNumber: 1, scores: { p1: 2, p2: 3 } },
        { type: 'start_turn', turnNumber: 2, activePlayerId: 'p2' },
        { type: 'complete_turn', turnNumber: 2, scores: { p1: 4, p2: 1 } },
      ],
      clock,
    );
    expect(scoreLines(state)).toEqual([
      { playerId: 'p1', rounds: [2, 4], cumulative: [2, 6], finalMission: 0, feat: 0, total: 6 },
      { playerId: 'p2', rounds: [3, 1], cumulative: [3, 4], finalMission: 0, feat: 0, total: 4 },
    ]);
    expect(outcome(state)).toEqual({ kind: 'winner', playerId: 'p1' });
    state = applyAll(
      state,
      [
        { type: 'set_phase', phase: 'scoring' },
        { type: 'set_final_points', playerId: 'p2', mission: 0, feat: 2 },
      ],
      clock,
    );
    expect(outcome(state)).toEqual({ kind: 'draw' });
    expect(outcome(emptyGame(asGameId('g')))).toEqual({ kind: 'none' });
  });

  it('measures the game from its start to its end, or to now', () => {
    expect(gameDurationMs({ gameStartTime: null, gameEndTime: null }, '2026-03-01T20:00:00.000Z')).toBeNull();
    const started = { gameStartTime: '2026-03-01T18:00:00.000Z', gameEndTime: null };
    expect(gameDurationMs(started, '2026-03-01T18:45:00.000Z')).toBe(45 * 60_000);
    expect(gameDurationMs({ ...started, gameEndTime: '2026-03-01T20:00:00.000Z' }, '2026-03-09T00:00:00.000Z')).toBe(
      2 * 3600_000,
    );
  });
});

describe('unitsFromList', () => {
  it('puts one unit on the table per copy and joins characters to the first copy', () => {
    const entries = [
      { id: 'e1', unitId: 'warriors', quantity: 2, attachedTo: null, savedPoints: null },
      { id: 'e2', unitId: 'chief', quantity: 1, attachedTo: 'e1', savedPoints: null },
    ];
    expect(unitsFromList({ entries }, 'p1')).toEqual([
      { id: 'p1-u1', unitId: 'warriors', attachedTo: null },
      { id: 'p1-u2', unitId: 'warriors', attachedTo: null },
      { id: 'p1-u3', unitId: 'chief', attachedTo: 'p1-u1' },
    ]);
  });
});
