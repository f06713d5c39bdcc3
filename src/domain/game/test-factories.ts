/** Small builders for game tracker tests: each test states only what it cares about. */
import {
  asGameId,
  emptyGame,
  type CommandEnvelope,
  type GameCommand,
  type GameState,
  type PlayerInput,
  type RecordedCommand,
} from './game-state';
import { applyGameCommand } from './reducer';

const START = Date.parse('2026-03-01T18:00:00.000Z');

/** Wraps commands in envelopes with ids `<prefix>1`, `<prefix>2`… one minute apart. */
export function commandClock(start = START, prefix = 'c') {
  let counter = 0;
  return (command: GameCommand): CommandEnvelope => {
    counter += 1;
    return { id: `${prefix}${counter}`, at: new Date(start + counter * 60_000).toISOString(), command };
  };
}

export function playerInput(seat: 1 | 2, overrides: Partial<PlayerInput> = {}): PlayerInput {
  const id = overrides.id ?? `p${seat}`;
  return {
    id,
    seat,
    name: seat === 1 ? 'Aldara' : 'Bruk',
    userId: null,
    factionId: seat === 1 ? 'northern-tribes' : 'hegemony-of-embersig',
    list: null,
    units: Array.from({ length: 5 }, (_, index) => ({
      id: `${id}-u${index + 1}`,
      unitId: `unit-${index + 1}`,
      attachedTo: null,
    })),
    ...overrides,
  };
}

/** Applies commands that must succeed; a rejection fails the test with its code. */
export function applyAll(
  state: GameState,
  commands: RecordedCommand[] | GameCommand[],
  clock = commandClock(),
): GameState {
  let current = state;
  for (const command of commands) {
    const result = applyGameCommand(current, clock(command));
    if (!result.ok)
      throw new Error(`${command.type} rejected: ${result.rejection.code} ${JSON.stringify(result.rejection.params)}`);
    current = result.state;
  }
  return current;
}

export const SETUP_COMMANDS: RecordedCommand[] = [
  { type: 'set_player', player: playerInput(1) },
  { type: 'set_player', player: playerInput(2) },
  { type: 'set_mission', mission: { missionId: 'consolidated-progress', featId: 'track' } },
  { type: 'set_roll_off_winner', playerId: 'p1' },
  { type: 'set_first_to_deploy', playerId: 'p2' },
  { type: 'set_initial_initiative', playerId: 'p1' },
];

/** Two players of five units each, set up and in the given phase. */
export function setUpGame(phase: 'setup' | 'deployment' | 'game' = 'setup', clock = commandClock()): GameState {
  let state = applyAll(emptyGame(asGameId('g1')), SETUP_COMMANDS, clock);
  if (phase === 'setup') return state;
  state = applyAll(state, [{ type: 'set_phase', phase: 'deployment' }], clock);
  if (phase === 'deployment') return state;
  return applyAll(state, [{ type: 'set_phase', phase: 'game' }], clock);
}

/** A game in play with turn 1 started and p1 active. */
export function gameInTurnOne(clock = commandClock()): GameState {
  return applyAll(setUpGame('game', clock), [{ type: 'start_turn', turnNumber: 1, activePlayerId: 'p1' }], clock);
}
