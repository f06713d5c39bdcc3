import { dataPack } from '../../src/data';
import { createList, type ArmyList } from '../../src/domain/army/army-list';

/** A small list of the faction's first troops, the way the builder saves it. */
export function armyList(id: string, factionId: 'northern-tribes' | 'hegemony-of-embersig', name: string): ArmyList {
  const troops = dataPack.units.filter((unit) => unit.factionId === factionId && unit.type === 'Troop').slice(0, 3);
  const list = createList({ id, factionId, now: '2026-03-01T10:00:00.000Z', name }, dataPack);
  return {
    ...list,
    entries: troops.map((unit, index) => ({
      id: `e${index + 1}`,
      unitId: unit.id,
      quantity: 1,
      attachedTo: null,
      savedPoints: unit.points,
    })),
  };
}
