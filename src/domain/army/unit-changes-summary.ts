import type { UnitChange } from './unit-csv';

export interface UnitValueChange {
  unitId: string;
  name: string;
  from: number;
  to: number;
}

export interface UnitChangeSummary {
  added: Array<Pick<UnitChange, 'unitId' | 'name' | 'factionId'>>;
  /** Units of the sheet's factions that the sheet leaves out: publishing removes them. */
  removed: Array<Pick<UnitChange, 'unitId' | 'name' | 'factionId'>>;
  /** Units that stay but differ in some fact. */
  changed: Array<Pick<UnitChange, 'unitId' | 'name' | 'factionId'> & { fields: string[] }>;
  points: UnitValueChange[];
  avb: UnitValueChange[];
  /** Changed units whose differences go beyond points and AVB (command, keywords…). */
  otherFields: number;
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * What publishing a checked sheet would change for everyone (issue 21): the same per-unit diff
 * that "what changed since" shows for lists (`unitFieldChanges`, through `validateUnitCsv`),
 * grouped for a confirmation. Points and AVB are picked out because they decide list legality.
 */
export function summariseUnitChanges(changes: readonly UnitChange[]): UnitChangeSummary {
  const summary: UnitChangeSummary = { added: [], removed: [], changed: [], points: [], avb: [], otherFields: 0 };
  for (const change of changes) {
    const unit = { unitId: change.unitId, name: change.name, factionId: change.factionId };
    if (change.kind === 'added') summary.added.push(unit);
    else if (change.kind === 'missing') summary.removed.push(unit);
    else if (change.changes.length) {
      summary.changed.push({ ...unit, fields: change.changes.map((field) => field.field) });
      for (const field of change.changes) {
        if (field.field !== 'points' && field.field !== 'avb') continue;
        const from = number(field.from);
        const to = number(field.to);
        if (Number.isFinite(from) && Number.isFinite(to))
          summary[field.field].push({ unitId: unit.unitId, name: unit.name, from, to });
      }
      if (change.changes.some((field) => field.field !== 'points' && field.field !== 'avb')) summary.otherFields += 1;
    }
  }
  return summary;
}

/** Whether publishing would change anything at all. */
export const hasUnitChanges = (summary: UnitChangeSummary) =>
  summary.added.length + summary.removed.length + summary.changed.length > 0;
