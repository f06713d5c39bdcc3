import type { GameCommand, GameState } from '../../../../domain/game/game-state';
import { playersBySeat } from '../../../../domain/game/reducer';

/** What is still needed before deployment can start. */
export function setupChecklist(state: GameState) {
  const players = playersBySeat(state);
  return {
    players: players.length === 2 && players.every((player) => player.name.trim() !== ''),
    factions: players.length === 2 && players.every((player) => player.factionId !== null),
    mission: state.mission !== null,
  };
}

/** Every item of the checklist is done. */
export function isReady(checklist: ReturnType<typeof setupChecklist>): boolean {
  return checklist.players && checklist.factions && checklist.mission;
}

/**
 * The commands that start deployment: whoever won the roll-off (else the first seat) deploys
 * first and has the first initiative, unless those were chosen already.
 */
export function startDeploymentCommands(state: GameState): GameCommand[] {
  const winner = state.rollOffWinner ?? playersBySeat(state)[0]?.id ?? null;
  const commands: GameCommand[] = [];
  if (!state.firstToDeployPlayerId && winner) commands.push({ type: 'set_first_to_deploy', playerId: winner });
  if (!state.initialInitiativePlayerId && winner) commands.push({ type: 'set_initial_initiative', playerId: winner });
  commands.push({ type: 'set_phase', phase: 'deployment' });
  return commands;
}

/** The seats nobody holds yet, which setup fills in so every choice has two players to pick from. */
export function missingSeats(state: Pick<GameState, 'players'>): (1 | 2)[] {
  const players = Object.values(state.players);
  return ([1, 2] as const).filter((seat) => !players.some((player) => player.seat === seat));
}
