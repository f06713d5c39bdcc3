/**
 * Game tracker budget: time to rebuild a game from a 1,000-command log, which is what a device
 * does when it opens a saved or online game and what the server does when it loads one.
 * The log is a long game played to the limit: two players with ten units each, deployment,
 * then 20 turns of alternating activations, casualties, objective changes, notes and scores,
 * with a few commands taken back. Budget: 20 ms per replay. It reports; it does not fail.
 */
import { performance } from 'node:perf_hooks';
import {
  ACTIVATIONS_PER_TURN,
  asGameId,
  emptyGame,
  GAME_LIMITS,
  type CommandEnvelope,
  type GameCommand,
  type GameState,
  type PlayerInput,
} from '../src/domain/game/game-state';
import { applyGameCommand, replayCommands, replayEvents } from '../src/domain/game/reducer';

const BUDGET_MS = 20;
const COMMANDS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

function player(seat: 1 | 2): PlayerInput {
  const id = `p${seat}`;
  return {
    id,
    seat,
    name: seat === 1 ? 'Aldara' : 'Bruk',
    userId: null,
    factionId: seat === 1 ? 'northern-tribes' : 'syenann',
    list: { name: `List ${seat}`, listId: null, shareCode: null, points: 300 },
    units: Array.from({ length: 10 }, (_, index) => ({
      id: `${id}-u${index + 1}`,
      unitId: `unit-${index + 1}`,
      attachedTo: index === 9 ? `${id}-u1` : null,
    })),
  };
}

/** Builds the log by playing it, so every command in it is accepted. */
function buildLog(): { log: CommandEnvelope[]; state: GameState } {
  let state = emptyGame(asGameId('bench'));
  const log: CommandEnvelope[] = [];
  const start = Date.parse('2026-03-01T18:00:00.000Z');
  const push = (command: GameCommand) => {
    if (log.length >= COMMANDS) return;
    const envelope = { id: `c${log.length + 1}`, at: new Date(start + log.length * 20_000).toISOString(), command };
    const result = applyGameCommand(state, envelope);
    if (!result.ok) throw new Error(`${command.type}: ${result.rejection.code}`);
    state = result.state;
    log.push(envelope);
  };
  push({ type: 'set_player', player: player(1) });
  push({ type: 'set_player', player: player(2) });
  push({ type: 'set_mission', mission: { missionId: 'consolidated-progress', featId: 'banner' } });
  push({ type: 'set_roll_off_winner', playerId: 'p1' });
  push({ type: 'set_first_to_deploy', playerId: 'p2' });
  push({ type: 'set_initial_initiative', playerId: 'p1' });
  push({ type: 'set_phase', phase: 'deployment' });
  for (let index = 1; index <= 9; index += 1) {
    push({ type: 'deploy_unit', unitId: `p2-u${index}`, deployed: true });
    push({ type: 'deploy_unit', unitId: `p1-u${index}`, deployed: true });
  }
  push({ type: 'set_phase', phase: 'game' });

  const perTurn = Math.ceil((COMMANDS - log.length) / GAME_LIMITS.turns);
  for (let turn = 1; turn <= GAME_LIMITS.turns && log.length < COMMANDS; turn += 1) {
    const budgetEnd = Math.min(COMMANDS, log.length + perTurn);
    push({ type: 'start_turn', turnNumber: turn, activePlayerId: turn % 2 ? 'p1' : 'p2' });
    for (let activation = 0; activation < ACTIVATIONS_PER_TURN; activation += 1) {
      for (const playerId of turn % 2 ? ['p1', 'p2'] : ['p2', 'p1']) {
        push({ type: 'complete_activation', turnNumber: turn, playerId, unitId: `${playerId}-u${activation + 1}` });
        push({
          type: 'set_unit_state',
          unitId: `${playerId === 'p1' ? 'p2' : 'p1'}-u${activation + 2}`,
          casualties: 1,
        });
      }
    }
    let filler = 0;
    while (log.length < budgetEnd - 3) {
      filler += 1;
      if (filler % 9 === 0) push({ type: 'undo' });
      else if (filler % 3 === 0) push({ type: 'add_note', text: `Turn ${turn}: note ${filler}` });
      else
        push({
          type: 'set_objective',
          objectiveId: `objective-${(filler % 5) + 1}`,
          playerId: filler % 2 ? 'p1' : 'p2',
        });
    }
    push({ type: 'end_turn', turnNumber: turn });
    push({ type: 'complete_turn', turnNumber: turn, scores: { p1: turn % 3, p2: (turn + 1) % 3 } });
  }
  while (log.length < COMMANDS) push({ type: 'add_note', text: 'After the last turn' });
  return { log, state };
}

function measure(label: string, run: () => unknown): number {
  for (let i = 0; i < 20; i += 1) run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  const p95 = samples[Math.floor(samples.length * 0.95)]!;
  console.log(`  ${label.padEnd(44)} median ${median.toFixed(2)} ms   p95 ${p95.toFixed(2)} ms`);
  return p95;
}

const { log, state } = buildLog();
const undos = log.filter((envelope) => envelope.command.type === 'undo').length;
console.log(
  `game log: ${log.length} commands (${undos} undo), ${state.gameEvents.length} events, ${state.turns.length} turns, ` +
    `${JSON.stringify(state).length} characters saved`,
);
const initial = emptyGame(asGameId('bench'));
const p95 = measure('replay the command log (replayCommands)', () => {
  const { rejected } = replayCommands(initial, log);
  if (rejected.length) throw new Error('the log should replay cleanly');
});
measure('rebuild from recorded events (replayEvents)', () => replayEvents(initial, state.gameEvents));
measure('one undo at the end of the game', () =>
  applyGameCommand(state, { id: 'u', at: '2026-03-02T00:00:00.000Z', command: { type: 'undo' } }),
);
console.log(`  replay budget ${BUDGET_MS} ms (p95): ${p95 <= BUDGET_MS ? 'within' : 'OVER'} (${RUNS} runs)`);
