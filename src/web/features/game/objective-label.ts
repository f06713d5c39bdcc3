import type { GameState } from '../../../domain/game/game-state';
import type { ObjectiveSlot } from '../../../domain/game/scoring';
import type { GameNames } from './names';

/** "Objective 2", or "Home objective (Aldara)" for a marker that belongs to a player. */
export function objectiveLabel(slot: ObjectiveSlot, state: GameState, names: GameNames): string {
  const marker = names.mission?.markers.find((each) => each.id === slot.markerId);
  const base = marker ? marker.label[names.language] : slot.markerId;
  const numbered = marker && marker.count > 1 ? `${base} ${slot.index}` : base;
  if (slot.seat === null) return numbered;
  const owner = Object.values(state.players).find((player) => player.seat === slot.seat);
  return owner ? `${numbered} (${names.player(owner)})` : numbered;
}
