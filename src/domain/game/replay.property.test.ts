import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVATIONS_PER_TURN,
  asGameId,
  commandEnvelopeSchema,
  emptyGame,
  GAME_PHASES,
  gameStateSchema,
  type CommandEnvelope,
  type GameCommand,
  type GameState,
} from './game-state';
import { applyGameCommand, replayCommands, replayEvents } from './reducer';
import { playerInput } from '../../../test/fixtures/game';

/**
 * Random command sequences, mostly plausible and some not (unknown ids, wrong phases, negative
 * scores), checked against the properties the live game and the server rely on.
 */
const player = fc.constantFrom('p1', 'p2', 'ghost');
const unit = fc.constantFrom('p1-u1', 'p1-u2', 'p2-u1', 'p2-u3', 'nope');
const turnNumber = fc.integer({ min: 1, max: 4 });
const score = fc.integer({ min: -2, max: 12 });

const command: fc.Arbitrary<GameCommand> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom<1 | 2>(1, 2)
      .map((seat): GameCommand => ({ type: 'set_player', player: playerInput(seat) })),
  },
  { weight: 1, arbitrary: player.map((playerId): GameCommand => ({ type: 'remove_player', playerId })) },
  {
    weight: 1,
    arbitrary: fc
      .record({ playerId: player, name: fc.constantFrom('', 'Bruk') })
      .map(({ playerId, name }): GameCommand => ({ type: 'claim_seat', playerId, userId: 'user-1', name })),
  },
  {
    weight: 2,
    arbitrary: fc.constant<GameCommand>({ type: 'set_mission', mission: { missionId: 'loot', featId: 'banner' } }),
  },
  { weight: 1, arbitrary: player.map((playerId): GameCommand => ({ type: 'set_roll_off_winner', playerId })) },
  { weight: 1, arbitrary: player.map((playerId): GameCommand => ({ type: 'set_first_to_deploy', playerId })) },
  { weight: 1, arbitrary: player.map((playerId): GameCommand => ({ type: 'set_initial_initiative', playerId })) },
  { weight: 1, arbitrary: fc.constantFrom(...GAME_PHASES).map((phase): GameCommand => ({ type: 'set_phase', phase })) },
  {
    weight: 1,
    arbitrary: fc
      .record({ unitId: unit, deployed: fc.boolean() })
      .map((c): GameCommand => ({ type: 'deploy_unit', ...c })),
  },
  {
    weight: 4,
    arbitrary: fc
      .record({ turnNumber, activePlayerId: player })
      .map((c): GameCommand => ({ type: 'start_turn', ...c })),
  },
  { weight: 3, arbitrary: turnNumber.map((n): GameCommand => ({ type: 'end_turn', turnNumber: n })) },
  {
    weight: 2,
    arbitrary: fc
      .record({ turnNumber, scores: fc.dictionary(player, score, { maxKeys: 2 }) })
      .map((c): GameCommand => ({ type: 'complete_turn', ...c })),
  },
  {
    weight: 8,
    arbitrary: fc
      .record({ turnNumber, playerId: player, unitId: fc.option(unit, { nil: undefined }) })
      .map(({ unitId, ...rest }): GameCommand => ({
        type: 'complete_activation',
        ...rest,
        ...(unitId ? { unitId } : {}),
      })),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ unitId: unit, casualties: fc.integer({ min: 0, max: 3 }), destroyed: fc.boolean() })
      .map((c): GameCommand => ({ type: 'set_unit_state', ...c })),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({
        objectiveId: fc.constantFrom('objective-1', 'objective-2'),
        playerId: fc.option(player, { nil: null }),
      })
      .map((c): GameCommand => ({ type: 'set_objective', ...c })),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ playerId: player, score, round: fc.option(turnNumber, { nil: undefined }) })
      .map(({ round, ...rest }): GameCommand => ({ type: 'update_score', ...rest, ...(round ? { round } : {}) })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ playerId: player, mission: score, feat: score })
      .map((c): GameCommand => ({ type: 'set_final_points', ...c })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('Ford taken', ' ', 'x').map((text): GameCommand => ({ type: 'add_note', text })),
  },
  { weight: 2, arbitrary: fc.constant<GameCommand>({ type: 'undo' }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('g2', 'g3').map((id): GameCommand => ({ type: 'reset', gameId: asGameId(id) })),
  },
);

/** Commands aimed at the current turn, so play goes on for several turns. */
type Step = GameCommand | ((state: GameState) => GameCommand);
const aimed: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.option(unit, { nil: undefined }).map((unitId): Step => (state) => ({
      type: 'complete_activation',
      turnNumber: state.currentTurn || 1,
      playerId: state.turns.at(-1)?.activePlayer ?? 'p1',
      ...(unitId ? { unitId } : {}),
    })),
  },
  { weight: 2, arbitrary: fc.constant<Step>((state) => ({ type: 'end_turn', turnNumber: state.currentTurn || 1 })) },
  {
    weight: 2,
    arbitrary: player.map((activePlayerId): Step => (state) => ({
      type: 'start_turn',
      turnNumber: Math.min(20, state.turns.length + 1),
      activePlayerId,
    })),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(score, score).map(([p1, p2]): Step => (state) => ({
      type: 'complete_turn',
      turnNumber: state.currentTurn || 1,
      scores: { p1, p2 },
    })),
  },
);

/** Most runs start from a game in play so the random tail reaches turns, activations and scores. */
const PLAYING_PREFIX: GameCommand[] = [
  { type: 'set_player', player: playerInput(1) },
  { type: 'set_player', player: playerInput(2) },
  { type: 'set_mission', mission: { missionId: 'loot', featId: null } },
  { type: 'set_phase', phase: 'deployment' },
  { type: 'set_phase', phase: 'game' },
  { type: 'start_turn', turnNumber: 1, activePlayerId: 'p1' },
];

const log = fc
  .tuple(
    fc.nat(3),
    fc.array(fc.oneof({ weight: 2, arbitrary: command.map((c): Step => c) }, { weight: 3, arbitrary: aimed }), {
      maxLength: 80,
      size: 'medium',
    }),
  )
  .map(([prefix, tail]): Step[] => [...(prefix > 0 ? PLAYING_PREFIX : []), ...tail]);

function play(commands: Step[]) {
  let state = emptyGame(asGameId('g1'));
  const accepted: CommandEnvelope[] = [];
  const steps: Array<{ before: GameState; envelope: CommandEnvelope; after: GameState | null }> = [];
  for (const [index, step] of commands.entries()) {
    const envelope: CommandEnvelope = {
      id: `k${index}`,
      at: new Date(Date.UTC(2026, 2, 1, 18, index)).toISOString(),
      command: typeof step === 'function' ? step(state) : step,
    };
    const result = applyGameCommand(state, envelope);
    steps.push({ before: state, envelope, after: result.ok ? result.state : null });
    if (result.ok) {
      accepted.push(envelope);
      state = result.state;
    }
  }
  return { state, accepted, steps };
}

// Generous time limits: the machine running the tests is shared.
describe('game reducer properties', { timeout: 60_000 }, () => {
  it('generates games that reach turns, activations, scores and undo', () => {
    const games = fc.sample(log, { numRuns: 300, seed: 7 }).map(play);
    const share = (test: (game: ReturnType<typeof play>) => boolean) => games.filter(test).length / games.length;
    const used = (type: GameCommand['type']) => (game: ReturnType<typeof play>) =>
      game.accepted.some((envelope) => envelope.command.type === type);
    expect(share(used('complete_activation'))).toBeGreaterThan(0.25);
    expect(share(used('complete_turn'))).toBeGreaterThan(0.2);
    expect(share(used('undo'))).toBeGreaterThan(0.2);
    expect(share((game) => game.state.turns.length > 1)).toBeGreaterThan(0.1);
  });

  it('rebuilds every reachable state from its own events', () => {
    fc.assert(
      fc.property(log, (commands) => {
        const { state } = play(commands);
        expect(replayEvents(emptyGame(state.id), state.gameEvents)).toEqual({ state, rejected: [] });
      }),
      { numRuns: 300 },
    );
  });

  it('replays the stored command log (after JSON) to the same state', () => {
    fc.assert(
      fc.property(log, (commands) => {
        const { state, accepted } = play(commands);
        const stored = JSON.parse(JSON.stringify(accepted)) as unknown[];
        const parsed = stored.map((entry) => commandEnvelopeSchema.parse(entry));
        expect(replayCommands(emptyGame(asGameId('g1')), parsed)).toEqual({ state, rejected: [] });
        expect(gameStateSchema.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);
      }),
      { numRuns: 300 },
    );
  });

  it('replays a log with rejected commands in it exactly as they were applied one by one', () => {
    fc.assert(
      fc.property(log, (commands) => {
        const { state, steps } = play(commands);
        const replayed = replayCommands(
          emptyGame(asGameId('g1')),
          steps.map((step) => step.envelope),
        );
        expect(replayed.state).toEqual(state);
        expect(replayed.rejected.map((entry) => entry.id)).toEqual(
          steps.filter((step) => step.after === null).map((step) => step.envelope.id),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('leaves the state unchanged on a rejection and undoes an accepted command exactly', () => {
    fc.assert(
      fc.property(log, (commands) => {
        for (const { before, envelope, after } of play(commands).steps) {
          const snapshot = structuredClone(before);
          const again = applyGameCommand(before, envelope);
          expect(before).toEqual(snapshot);
          if (after === null) {
            expect(again.ok).toBe(false);
            continue;
          }
          const type = envelope.command.type;
          if (type === 'undo' || type === 'reset' || type === 'restore') continue;
          const undone = applyGameCommand(after, { id: 'undo', at: envelope.at, command: { type: 'undo' } });
          expect(undone.ok && undone.state).toEqual(before);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('keeps activations within 5, scores non-negative and turns in order', () => {
    fc.assert(
      fc.property(log, (commands) => {
        for (const { after } of play(commands).steps) {
          if (!after) continue;
          for (const turn of after.turns) {
            for (const count of Object.values(turn.activationsCompleted))
              expect(count).toBeLessThanOrEqual(ACTIVATIONS_PER_TURN);
          }
          expect(after.turns.map((turn) => turn.number)).toEqual(after.turns.map((_, index) => index + 1));
          for (const player of Object.values(after.players)) expect(player.score).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 150 },
    );
  });
});
