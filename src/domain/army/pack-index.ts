import type { DataPack, Unit } from './data-pack-schema';
import { keywordIdsOf } from './join';
import { DEFAULT_SEVERITIES, type IssueCode, type RuleSeverity } from './issues';

/** Look-ups over a pack, built once per pack object and reused (validation runs per keystroke). */
export interface PackIndex {
  unitsById: ReadonlyMap<string, Unit>;
  /** Keyword ids the pack uses, for reading Join parameters. */
  keywordIds: ReadonlySet<string>;
  severity(code: IssueCode): RuleSeverity;
}

const cache = new WeakMap<DataPack, PackIndex>();

export function indexPack(pack: DataPack): PackIndex {
  const cached = cache.get(pack);
  if (cached) return cached;
  const unitsById = new Map(pack.units.map((unit) => [unit.id, unit]));
  const severities = pack.armyRules.severities;
  const index: PackIndex = {
    unitsById,
    keywordIds: keywordIdsOf(pack.units),
    severity: (code) => severities[code] ?? DEFAULT_SEVERITIES[code],
  };
  cache.set(pack, index);
  return index;
}
