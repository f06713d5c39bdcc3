import {
  ACTIVATIONS_PER_TURN,
  emptyGame,
  GAME_LIMITS,
  GAME_PHASES,
  MAX_PLAYERS,
  type CommandEnvelope,
  type GameEvent,
  type GamePhase,
  type GameState,
  type GameUnit,
  type Player,
  type RecordedCommand,
  type Turn,
} from './game-state';
import { REJECTIONS, type Rejection, type RejectionCode } from './rejections';

/**
 * The game tracker as `(state, command) → new state | rejection` (STYLE.md §3). The browser,
 * the server (the authority for online games) and the tests all go through `applyGameCommand`;
 * nothing here saves, logs, fetches or reads the clock: the command's envelope carries its id
 * and time.
 *
 * Spec §4 "Game phases" and "Turns", quoted where each rule is applied. Beyond the spec: unit
 * casualties and states, notes, objective control, end-of-game points and undo. Every accepted
 * command other than undo, reset and restore is recorded in `gameEvents`, so the events alone
 * rebuild the state (`replayEvents`) and undo is "replay all but the last".
 */

export type GameResult = { ok: true; state: GameState } | { ok: false; rejection: Rejection };

const reject = (code: RejectionCode, params: Rejection['params'] = {}): GameResult => ({
  ok: false,
  rejection: { code, params },
});

const ALL_PHASES = GAME_PHASES;
const PLAYING: readonly GamePhase[] = ['deployment', 'game', 'scoring'];

/** Where each recorded command may be used; anything else is out of phase. */
export const COMMAND_PHASES: Record<RecordedCommand['type'], readonly GamePhase[]> = {
  set_player: ['setup'],
  remove_player: ['setup'],
  claim_seat: ['setup', ...PLAYING],
  set_mission: ['setup'],
  set_roll_off_winner: ['setup'],
  set_first_to_deploy: ['setup'],
  set_initial_initiative: ['setup', 'deployment'],
  set_phase: ALL_PHASES,
  deploy_unit: ['deployment'],
  start_turn: ['game'],
  end_turn: ['game'],
  complete_activation: ['game'],
  complete_turn: ['game', 'scoring'],
  set_unit_state: PLAYING,
  set_objective: ['game', 'scoring'],
  update_score: ['game', 'scoring'],
  set_final_points: ['scoring'],
  add_note: ALL_PHASES,
};

/** Applies one command. A rejection leaves the state exactly as it was. */
export function applyGameCommand(state: GameState, envelope: CommandEnvelope): GameResult {
  const { command } = envelope;
  switch (command.type) {
    case 'undo': {
      if (state.gameEvents.length === 0) return reject(REJECTIONS.nothingToUndo);
      return { ok: true, state: replayEvents(emptyGame(state.id), state.gameEvents.slice(0, -1)).state };
    }
    case 'reset':
      if (command.gameId === state.id) return reject(REJECTIONS.sameGameId);
      return { ok: true, state: emptyGame(command.gameId) };
    case 'restore':
      return { ok: true, state: command.state };
    default:
      return applyRecorded(state, { id: envelope.id, at: envelope.at, command });
  }
}

function applyRecorded(state: GameState, event: Omit<GameEvent, 'turn'>): GameResult {
  if (state.gameEvents.some((recorded) => recorded.id === event.id)) {
    return reject(REJECTIONS.duplicateCommand, { commandId: event.id });
  }
  const result = step(state, event);
  if (!result.ok) return result;
  return { ok: true, state: record(result.state, { ...event, turn: eventTurn(result.state, event.command) }) };
}

/** The phase check and the transition itself, without recording the event. */
function step(state: GameState, { command, at }: Omit<GameEvent, 'turn' | 'id'>): GameResult {
  if (!COMMAND_PHASES[command.type].includes(state.currentPhase)) {
    return reject(REJECTIONS.wrongPhase, { command: command.type, phase: state.currentPhase });
  }
  return transition(state, command, at);
}

/** The turn an event belongs to: the one it names, else the current one. */
function eventTurn(state: GameState, command: RecordedCommand): number {
  return 'turnNumber' in command ? command.turnNumber : state.currentTurn;
}

function record(state: GameState, event: GameEvent): GameState {
  const turns = state.turns.some((turn) => turn.number === event.turn)
    ? state.turns.map((turn) => (turn.number === event.turn ? { ...turn, events: [...turn.events, event.id] } : turn))
    : state.turns;
  return { ...state, turns, gameEvents: [...state.gameEvents, event] };
}

/** Players in seat order. */
export function playersBySeat(state: Pick<GameState, 'players'>): Player[] {
  return Object.values(state.players).sort((a, b) => a.seat - b.seat);
}

function knownPlayer(state: GameState, playerId: string | null): boolean {
  return playerId === null || playerId in state.players;
}

function transition(state: GameState, command: RecordedCommand, at: string): GameResult {
  switch (command.type) {
    case 'set_player':
      return setPlayer(state, command.player);

    case 'remove_player': {
      if (!(command.playerId in state.players)) return unknownPlayer(command.playerId);
      return { ok: true, state: withoutPlayer(state, command.playerId) };
    }

    case 'claim_seat': {
      const player = state.players[command.playerId];
      if (!player) return unknownPlayer(command.playerId);
      const name = command.name?.trim() || player.name;
      return ok(withPlayer(state, { ...player, userId: command.userId, name }));
    }

    case 'set_mission':
      return ok({ ...state, mission: command.mission });

    case 'set_roll_off_winner':
      if (!knownPlayer(state, command.playerId)) return unknownPlayer(command.playerId);
      return ok({ ...state, rollOffWinner: command.playerId });

    case 'set_first_to_deploy':
      if (!knownPlayer(state, command.playerId)) return unknownPlayer(command.playerId);
      return ok({ ...state, firstToDeployPlayerId: command.playerId });

    case 'set_initial_initiative':
      if (!knownPlayer(state, command.playerId)) return unknownPlayer(command.playerId);
      return ok({ ...state, initialInitiativePlayerId: command.playerId });

    case 'set_phase': {
      const from = state.currentPhase;
      const to = command.phase;
      if (from === to) return reject(REJECTIONS.samePhase, { phase: to });
      // "Deployment to game records gameStartTime."
      if (from === 'deployment' && to === 'game') return ok({ ...state, currentPhase: to, gameStartTime: at });
      // "Scoring to summary records gameEndTime, keeping an existing one."
      if (from === 'scoring' && to === 'summary') {
        return ok({ ...state, currentPhase: to, gameEndTime: state.gameEndTime ?? at });
      }
      // "Other phase changes are accepted without restriction."
      return ok({ ...state, currentPhase: to });
    }

    case 'deploy_unit': {
      const unit = state.units[command.unitId];
      if (!unit) return unknownUnit(command.unitId);
      return ok(withUnit(state, { ...unit, deployed: command.deployed }));
    }

    case 'start_turn':
      return startTurn(state, command.turnNumber, command.activePlayerId);

    case 'end_turn': {
      // "End the turn: marks it completed."
      const turn = findTurn(state, command.turnNumber);
      if (!turn) return reject(REJECTIONS.noTurn, { turn: command.turnNumber });
      if (turn.completed) return reject(REJECTIONS.turnCompleted, { turn: turn.number });
      return ok(withTurn(state, { ...turn, completed: true }));
    }

    case 'complete_turn':
      return completeTurn(state, command.turnNumber, command.scores);

    case 'complete_activation':
      return completeActivation(state, command.turnNumber, command.playerId, command.unitId);

    case 'set_unit_state': {
      const unit = state.units[command.unitId];
      if (!unit) return unknownUnit(command.unitId);
      return ok(
        withUnit(state, {
          ...unit,
          casualties: command.casualties ?? unit.casualties,
          destroyed: command.destroyed ?? unit.destroyed,
        }),
      );
    }

    case 'set_objective': {
      if (!knownPlayer(state, command.playerId)) return unknownPlayer(command.playerId);
      const objectives = { ...state.objectives };
      if (command.playerId === null) delete objectives[command.objectiveId];
      else objectives[command.objectiveId] = command.playerId;
      if (Object.keys(objectives).length > GAME_LIMITS.objectives) {
        return reject(REJECTIONS.tooManyObjectives, { limit: GAME_LIMITS.objectives });
      }
      return ok({ ...state, objectives });
    }

    case 'update_score': {
      // "A score update sets the player's score. If a round number is given, the round score is
      // recorded as the difference from the previous score." Several updates in one round add up.
      const player = state.players[command.playerId];
      if (!player) return unknownPlayer(command.playerId);
      if (command.score < 0) return negativeScore(player.id, command.score);
      if (command.score > GAME_LIMITS.score) return scoreTooHigh(player.id, command.score);
      const roundScores =
        command.round === undefined
          ? player.roundScores
          : addRoundScore(player.roundScores, command.round, command.score - player.score);
      return ok(withPlayer(state, { ...player, score: command.score, roundScores }));
    }

    case 'set_final_points': {
      const player = state.players[command.playerId];
      if (!player) return unknownPlayer(command.playerId);
      if (command.mission < 0) return negativeScore(player.id, command.mission);
      if (command.feat < 0) return negativeScore(player.id, command.feat);
      const previous = player.finalPoints.mission + player.finalPoints.feat;
      const score = player.score - previous + command.mission + command.feat;
      if (score < 0) return negativeScore(player.id, score);
      if (score > GAME_LIMITS.score) return scoreTooHigh(player.id, score);
      return ok(withPlayer(state, { ...player, score, finalPoints: { mission: command.mission, feat: command.feat } }));
    }

    case 'add_note': {
      const text = command.text.trim();
      if (!text) return reject(REJECTIONS.emptyNote);
      if (text.length > GAME_LIMITS.noteLength) {
        return reject(REJECTIONS.noteTooLong, { length: text.length, limit: GAME_LIMITS.noteLength });
      }
      return ok(state);
    }
  }
}

const ok = (state: GameState): GameResult => ({ ok: true, state });
const unknownPlayer = (playerId: string | null) => reject(REJECTIONS.unknownPlayer, { playerId: playerId ?? '' });
const unknownUnit = (unitId: string) => reject(REJECTIONS.unknownUnit, { unitId });
const negativeScore = (playerId: string, score: number) => reject(REJECTIONS.negativeScore, { playerId, score });
const scoreTooHigh = (playerId: string, score: number) =>
  reject(REJECTIONS.scoreTooHigh, { playerId, score, limit: GAME_LIMITS.score });

function withPlayer(state: GameState, player: Player): GameState {
  return { ...state, players: { ...state.players, [player.id]: player } };
}

function withUnit(state: GameState, unit: GameUnit): GameState {
  return { ...state, units: { ...state.units, [unit.id]: unit } };
}

function withTurn(state: GameState, turn: Turn): GameState {
  return { ...state, turns: state.turns.map((existing) => (existing.number === turn.number ? turn : existing)) };
}

export function findTurn(state: Pick<GameState, 'turns'>, number: number): Turn | undefined {
  return state.turns.find((turn) => turn.number === number);
}

function addRoundScore(roundScores: Player['roundScores'], round: number, delta: number): Player['roundScores'] {
  const key = String(round);
  return { ...roundScores, [key]: (roundScores[key] ?? 0) + delta };
}

function setPlayer(state: GameState, input: Extract<RecordedCommand, { type: 'set_player' }>['player']): GameResult {
  const existing = state.players[input.id];
  if (!existing && Object.keys(state.players).length >= MAX_PLAYERS) {
    return reject(REJECTIONS.tooManyPlayers, { limit: MAX_PLAYERS });
  }
  const seatHolder = Object.values(state.players).find(
    (player) => player.seat === input.seat && player.id !== input.id,
  );
  if (seatHolder) return reject(REJECTIONS.seatTaken, { seat: input.seat, playerId: seatHolder.id });

  const ids = new Set<string>();
  for (const unit of input.units) {
    const owner = state.units[unit.id]?.playerId;
    if (ids.has(unit.id) || (owner !== undefined && owner !== input.id)) {
      return reject(REJECTIONS.unitTaken, { unitId: unit.id });
    }
    ids.add(unit.id);
  }
  for (const unit of input.units) {
    if (unit.attachedTo !== null && (unit.attachedTo === unit.id || !ids.has(unit.attachedTo))) {
      return reject(REJECTIONS.badAttachment, { unitId: unit.id });
    }
  }

  const units = Object.fromEntries(Object.entries(state.units).filter(([, unit]) => unit.playerId !== input.id));
  for (const unit of input.units) {
    units[unit.id] = {
      id: unit.id,
      playerId: input.id,
      unitId: unit.unitId,
      attachedTo: unit.attachedTo,
      deployed: false,
      casualties: 0,
      destroyed: false,
      activatedInTurn: null,
    };
  }
  const player: Player = {
    id: input.id,
    seat: input.seat,
    name: input.name.trim(),
    userId: input.userId,
    factionId: input.factionId,
    list: input.list,
    units: input.units.map((unit) => unit.id),
    roundScores: existing?.roundScores ?? {},
    score: existing?.score ?? 0,
    finalPoints: existing?.finalPoints ?? { mission: 0, feat: 0 },
  };
  return ok({ ...withPlayer(state, player), units });
}

/** Drops a player and everything that pointed at them. */
function withoutPlayer(state: GameState, playerId: string): GameState {
  const players = { ...state.players };
  delete players[playerId];
  const clear = (id: string | null) => (id === playerId ? null : id);
  return {
    ...state,
    players,
    units: Object.fromEntries(Object.entries(state.units).filter(([, unit]) => unit.playerId !== playerId)),
    objectives: Object.fromEntries(Object.entries(state.objectives).filter(([, owner]) => owner !== playerId)),
    rollOffWinner: clear(state.rollOffWinner),
    firstToDeployPlayerId: clear(state.firstToDeployPlayerId),
    initialInitiativePlayerId: clear(state.initialInitiativePlayerId),
  };
}

function startTurn(state: GameState, number: number, activePlayerId: string): GameResult {
  if (Object.keys(state.players).length === 0) return reject(REJECTIONS.noPlayers);
  if (!(activePlayerId in state.players)) return unknownPlayer(activePlayerId);
  const existing = findTurn(state, number);
  if (existing) {
    // "…or updates the active player if the turn exists." Only the current turn: starting an
    // earlier one again would rewind the game.
    if (number !== state.currentTurn)
      return reject(REJECTIONS.turnNotCurrent, { turn: number, current: state.currentTurn });
    if (existing.completed) return reject(REJECTIONS.turnCompleted, { turn: number });
    return ok(withTurn(state, { ...existing, activePlayer: activePlayerId }));
  }
  const last = state.turns[state.turns.length - 1];
  const expected = (last?.number ?? 0) + 1;
  if (number !== expected) return reject(REJECTIONS.turnOutOfOrder, { turn: number, expected });
  if (last && !last.completed) return reject(REJECTIONS.previousTurnOpen, { turn: last.number });
  // "Start a turn: creates the turn with zero activations per player…"
  const turn: Turn = {
    number,
    activePlayer: activePlayerId,
    activationsCompleted: Object.fromEntries(Object.keys(state.players).map((id) => [id, 0])),
    events: [],
    completed: false,
    scores: null,
    alternatingPlayer: null,
  };
  return ok({ ...state, currentTurn: number, turns: [...state.turns, turn] });
}

function completeTurn(state: GameState, number: number, scores: Record<string, number>): GameResult {
  // "Complete the turn: marks it completed and stores scores." The stored scores are the points
  // each player made in that turn; the players' totals and round scores follow them, so
  // completing a turn again with corrected scores moves the totals by the difference.
  const turn = findTurn(state, number);
  if (!turn) return reject(REJECTIONS.noTurn, { turn: number });
  for (const [playerId, points] of Object.entries(scores)) {
    if (!(playerId in state.players)) return unknownPlayer(playerId);
    if (points < 0) return negativeScore(playerId, points);
  }
  const stored: Record<string, number> = {};
  let next = state;
  for (const player of playersBySeat(state)) {
    const before = turn.scores?.[player.id] ?? 0;
    const after = scores[player.id] ?? before;
    stored[player.id] = after;
    const score = player.score + after - before;
    if (score < 0) return negativeScore(player.id, score);
    if (score > GAME_LIMITS.score) return scoreTooHigh(player.id, score);
    next = withPlayer(next, {
      ...player,
      score,
      roundScores: addRoundScore(player.roundScores, number, after - before),
    });
  }
  return ok(withTurn(next, { ...turn, completed: true, scores: stored }));
}

function completeActivation(
  state: GameState,
  number: number,
  playerId: string,
  unitId: string | undefined,
): GameResult {
  const turn = findTurn(state, number);
  if (!turn) return reject(REJECTIONS.noTurn, { turn: number });
  if (number !== state.currentTurn)
    return reject(REJECTIONS.turnNotCurrent, { turn: number, current: state.currentTurn });
  if (turn.completed) return reject(REJECTIONS.turnCompleted, { turn: number });
  if (!(playerId in state.players)) return unknownPlayer(playerId);
  const done = turn.activationsCompleted[playerId] ?? 0;
  if (done >= ACTIVATIONS_PER_TURN) {
    return reject(REJECTIONS.activationLimit, { playerId, limit: ACTIVATIONS_PER_TURN });
  }
  let next = state;
  if (unitId !== undefined) {
    const unit = state.units[unitId];
    if (!unit) return unknownUnit(unitId);
    if (unit.playerId !== playerId) return reject(REJECTIONS.unitOfOtherPlayer, { unitId, playerId });
    if (unit.destroyed) return reject(REJECTIONS.unitDestroyed, { unitId });
    if (unit.activatedInTurn === number) return reject(REJECTIONS.unitAlreadyActivated, { unitId });
    next = withUnit(state, { ...unit, activatedInTurn: number });
  }

  // "Completing an activation increments that player's count for the turn."
  const counts = { ...turn.activationsCompleted, [playerId]: done + 1 };
  const seats = playersBySeat(state).map((player) => player.id);
  const count = (id: string) => counts[id] ?? 0;

  // "When a player reaches 5 activations, the player with the fewest activations becomes the
  // alternating player, if that player has fewer than 5."
  let alternatingPlayer = turn.alternatingPlayer;
  if (count(playerId) >= ACTIVATIONS_PER_TURN) {
    const fewest = seats.reduce((best, id) => (count(id) < count(best) ? id : best), seats[0]!);
    if (count(fewest) < ACTIVATIONS_PER_TURN) alternatingPlayer = fewest;
  }

  // Players take turns activating; once one has used all activations the other goes on alone.
  const waiting = seats.filter((id) => id !== playerId && count(id) < ACTIVATIONS_PER_TURN);
  const activePlayer = waiting[0] ?? (count(playerId) < ACTIVATIONS_PER_TURN ? playerId : null);

  return ok(withTurn(next, { ...turn, activationsCompleted: counts, alternatingPlayer, activePlayer }));
}

/* ---------- replay ---------- */

export interface ReplayResult {
  state: GameState;
  /** Commands that did not apply, with why (none for a log this reducer produced). */
  rejected: Array<{ id: string; rejection: Rejection }>;
}

/**
 * Replays in linear time. Applying commands one by one copies the growing event list each time,
 * and undo replays everything before it; over a long log both add up. Here the events are
 * collected aside and attached once at the end, and undo steps back to the state kept before the
 * command it takes back. The result is the same as applying each command in turn (the property
 * tests compare them).
 */
function createReplayer(initial: GameState) {
  let state = initial;
  /** The events of `state`: those it had at the last sync point, then the ones collected since. */
  let events: GameEvent[] = [...initial.gameEvents];
  let ids = new Set(events.map((event) => event.id));
  /** How many of `events` the turns in `state` already list. */
  let synced = events.length;
  /** The state before each command collected since the sync point, for undo. */
  let before: GameState[] = [];
  const rejected: ReplayResult['rejected'] = [];

  const current = (): GameState => {
    if (synced === events.length && state.gameEvents.length === events.length) return state;
    const byTurn = new Map<number, string[]>();
    for (const event of events.slice(synced)) {
      const list = byTurn.get(event.turn);
      if (list) list.push(event.id);
      else byTurn.set(event.turn, [event.id]);
    }
    const turns = state.turns.map((turn) => {
      const added = byTurn.get(turn.number);
      return added ? { ...turn, events: [...turn.events, ...added] } : turn;
    });
    return { ...state, turns, gameEvents: events.slice() };
  };

  const resync = (next: GameState) => {
    state = next;
    events = [...next.gameEvents];
    ids = new Set(events.map((event) => event.id));
    synced = events.length;
    before = [];
  };

  const recorded = (event: Omit<GameEvent, 'turn'>) => {
    if (ids.has(event.id)) {
      rejected.push({
        id: event.id,
        rejection: { code: REJECTIONS.duplicateCommand, params: { commandId: event.id } },
      });
      return;
    }
    const result = step(state, event);
    if (!result.ok) {
      rejected.push({ id: event.id, rejection: result.rejection });
      return;
    }
    before.push(state);
    state = result.state;
    events.push({ ...event, turn: eventTurn(state, event.command) });
    ids.add(event.id);
  };

  const control = (envelope: CommandEnvelope) => {
    if (envelope.command.type === 'undo' && before.length > 0) {
      state = before.pop()!;
      ids.delete(events.pop()!.id);
      return;
    }
    const result = applyGameCommand(current(), envelope);
    if (result.ok) resync(result.state);
    else rejected.push({ id: envelope.id, rejection: result.rejection });
  };

  return {
    recorded,
    command(envelope: CommandEnvelope) {
      const { command } = envelope;
      if (command.type === 'undo' || command.type === 'reset' || command.type === 'restore') control(envelope);
      else recorded({ id: envelope.id, at: envelope.at, command });
    },
    result: (): ReplayResult => ({ state: current(), rejected }),
  };
}

/** Rebuilds a state from recorded events, as undo does. */
export function replayEvents(initial: GameState, events: readonly GameEvent[]): ReplayResult {
  const replayer = createReplayer(initial);
  for (const event of events) replayer.recorded(event);
  return replayer.result();
}

/** Folds a command log (undo, reset and restore included) over a state, as the server does. */
export function replayCommands(initial: GameState, commands: readonly CommandEnvelope[]): ReplayResult {
  const replayer = createReplayer(initial);
  for (const envelope of commands) replayer.command(envelope);
  return replayer.result();
}
