import type { GameState, GameUnit } from '../../../domain/game/game-state';

export interface UnitGroup {
  unit: GameUnit;
  /** Characters that joined this unit. */
  joined: GameUnit[];
}

/** A player's units in list order, each with the characters that joined it. */
export function unitGroups(state: GameState, playerId: string): UnitGroup[] {
  const units = (state.players[playerId]?.units ?? []).flatMap((id) => (state.units[id] ? [state.units[id]] : []));
  const hosts = units.filter((unit) => unit.attachedTo === null || !state.units[unit.attachedTo]);
  return hosts.map((unit) => ({ unit, joined: units.filter((each) => each.attachedTo === unit.id) }));
}
