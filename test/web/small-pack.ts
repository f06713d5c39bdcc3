import { computeDataVersion, dataPack } from '../../src/data';
import type { DataPack } from '../../src/domain/army/data-pack-schema';

/** Units the builder's component tests name, and the companions they need. */
const NAMED_UNITS = new Set(['wrathmane', 'orc-hunters', 'coal', 'iriavik-restless-pup', 'alborc', 'grand-captain']);
/** Besides those, the first few units of every faction, so each one has a list to show. */
const UNITS_PER_FACTION = 3;

/**
 * The data pack cut down to a handful of units per faction, for component tests that drive the
 * builder in jsdom: with the full pack every query walks a hundred unit cards and one journey
 * takes tens of seconds. The full pack stays covered where it matters: one builder journey renders
 * it (army-builder.test.tsx), and src/data's tests check every unit.
 */
export const smallPack: DataPack = (() => {
  const shown = new Map<string, number>();
  const units = dataPack.units.filter((unit) => {
    const count = shown.get(unit.factionId) ?? 0;
    const keep = NAMED_UNITS.has(unit.id) || count < UNITS_PER_FACTION;
    if (keep) shown.set(unit.factionId, count + 1);
    return keep;
  });
  const { version: _fullVersion, ...content } = { ...dataPack, units };
  return { version: computeDataVersion(content), ...content };
})();
