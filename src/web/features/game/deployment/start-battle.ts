import type { GameCommand, GameState } from '../../../../domain/game/game-state';
import { playersBySeat } from '../../../../domain/game/reducer';

/**
 * The commands that end deployment and start the first round, with the initiative chosen at
 * setup (else the roll-off winner, else the first seat); none while there is nobody to start.
 */
export function startBattleCommands(state: GameState): GameCommand[] | null {
  const first = state.initialInitiativePlayerId ?? state.rollOffWinner ?? playersBySeat(state)[0]?.id;
  if (!first) return null;
  return [
    { type: 'set_phase', phase: 'game' },
    { type: 'start_turn', turnNumber: 1, activePlayerId: first },
  ];
}
