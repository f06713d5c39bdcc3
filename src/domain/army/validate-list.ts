import { gameSizePoints, type ArmyList, type ListEntry } from './army-list';
import type { DataPack, Unit } from './data-pack-schema';
import { ISSUE_CODES, type IssueCode, type IssueParams, type ValidationIssue } from './issues';
import { canJoin, hasJoin, isCharacter } from './join';
import { indexPack } from './pack-index';

export interface ListTotals {
  points: number;
  command: number;
  /** Units on the table: the sum of all entries' quantities. */
  units: number;
  /** The game size's points, or null when its preset is unknown to the pack. */
  limit: number | null;
}

export interface ValidateOptions {
  /** Overrides the list's own tournament flag (e.g. a tournament organiser checking lists). */
  tournament?: boolean;
}

/** Points, command and unit count. Units unknown to the pack count as zero points and command. */
export function listTotals(list: ArmyList, pack: DataPack): ListTotals {
  const { unitsById } = indexPack(pack);
  let points = 0;
  let command = 0;
  let units = 0;
  for (const entry of list.entries) {
    const unit = unitsById.get(entry.unitId);
    units += entry.quantity;
    if (!unit) continue;
    points += unit.points * entry.quantity;
    command += unit.command * entry.quantity;
  }
  return { points, command, units, limit: gameSizePoints(list.gameSize, pack.armyRules) };
}

/**
 * Checks a list against the army-building rules held in the pack. Pure and total: it never
 * throws for a list that passed `armyListSchema`, and returns coded issues (errors first, in a
 * stable order); the web app words them. A list is legal when no issue is an error.
 */
export function validateList(list: ArmyList, pack: DataPack, options: ValidateOptions = {}): ValidationIssue[] {
  const index = indexPack(pack);
  const { unitsById } = index;
  const issues: ValidationIssue[] = [];
  const add = (code: IssueCode, params: IssueParams = {}, where: { unitId?: string; entryId?: string } = {}) => {
    const severity = index.severity(code);
    if (severity !== 'off') issues.push({ code, severity, ...where, params });
  };
  const tournament = options.tournament ?? list.tournament;

  if (list.dataVersion !== pack.version) {
    add(ISSUE_CODES.dataVersionChanged, { listVersion: list.dataVersion, packVersion: pack.version });
  }

  const totals = listTotals(list, pack);
  if (totals.limit === null && list.gameSize.kind === 'preset') {
    add(ISSUE_CODES.gameSizeUnknown, { presetId: list.gameSize.presetId });
  } else if (totals.limit !== null && totals.points > totals.limit) {
    add(ISSUE_CODES.pointsOverLimit, { total: totals.points, limit: totals.limit, over: totals.points - totals.limit });
  }

  const entriesById = new Map<string, ListEntry>();
  for (const entry of list.entries) entriesById.set(entry.id, entry);
  const listedUnitIds = new Set<string>();
  /** Quantity per profile name: a mercenary listed by several factions is still one profile. */
  const byProfile = new Map<string, { unit: Unit; count: number }>();
  let highCommand = 0;

  for (const entry of list.entries) {
    const where = { unitId: entry.unitId, entryId: entry.id };
    const unit = unitsById.get(entry.unitId);
    listedUnitIds.add(entry.unitId);
    if (!unit) {
      add(ISSUE_CODES.unitUnknown, { unitId: entry.unitId }, where);
      continue;
    }
    if (unit.highCommand) highCommand += entry.quantity;
    const profile = unit.name.en.toLowerCase();
    const counted = byProfile.get(profile);
    if (counted) counted.count += entry.quantity;
    else byProfile.set(profile, { unit, count: entry.quantity });

    if (unit.factionId !== list.factionId && !unit.characteristics.includes('mercenary')) {
      add(ISSUE_CODES.factionForeignUnit, { unitId: unit.id, factionId: unit.factionId }, where);
    }
    if (tournament && !unit.tournamentLegal) add(ISSUE_CODES.tournamentIllegalUnit, { unitId: unit.id }, where);
    if (entry.savedPoints !== null && entry.savedPoints !== unit.points) {
      add(ISSUE_CODES.unitPointsChanged, { unitId: unit.id, before: entry.savedPoints, after: unit.points }, where);
    }
  }

  if (highCommand === 0) add(ISSUE_CODES.highCommandMissing);
  if (highCommand > 1) add(ISSUE_CODES.highCommandTooMany, { count: highCommand, limit: 1 });

  for (const { unit, count } of byProfile.values()) {
    if (count > unit.avb)
      add(ISSUE_CODES.avbExceeded, { unitId: unit.id, count, limit: unit.avb }, { unitId: unit.id });
  }

  /** Characters (not companions) riding with each host entry so far, counted in copies. */
  const riders = new Map<string, number>();
  for (const entry of list.entries) {
    const unit = unitsById.get(entry.unitId);
    if (unit?.companionOf && !listedUnitIds.has(unit.companionOf)) {
      add(
        ISSUE_CODES.companionWithoutHost,
        { unitId: unit.id, hostId: unit.companionOf },
        {
          unitId: unit.id,
          entryId: entry.id,
        },
      );
    }
    if (entry.attachedTo === null) continue;
    const where = { unitId: entry.unitId, entryId: entry.id };
    const host = entriesById.get(entry.attachedTo);
    if (!host || host.id === entry.id) {
      add(ISSUE_CODES.joinTargetMissing, { unitId: entry.unitId, targetEntryId: entry.attachedTo }, where);
      continue;
    }
    if (host.attachedTo !== null) {
      add(ISSUE_CODES.joinTargetAttached, { unitId: entry.unitId, targetUnitId: host.unitId }, where);
      continue;
    }
    const target = unitsById.get(host.unitId);
    if (!unit || !target) continue; // already reported as unknown
    const companion = unit.companionOf !== null && unit.companionOf === target.id;
    if (!hasJoin(unit) && !companion) {
      add(ISSUE_CODES.joinCannotJoin, { unitId: unit.id, targetUnitId: target.id }, where);
    } else if (!companion && isCharacter(target)) {
      add(ISSUE_CODES.joinTargetCharacter, { unitId: unit.id, targetUnitId: target.id }, where);
    } else if (!canJoin(unit, target, index.keywordIds)) {
      add(ISSUE_CODES.joinNotAllowed, { unitId: unit.id, targetUnitId: target.id }, where);
    }
    if (companion) continue;
    // One character per unit: a host entry of several copies takes one per copy.
    const riding = (riders.get(host.id) ?? 0) + entry.quantity;
    riders.set(host.id, riding);
    if (riding > host.quantity) {
      add(ISSUE_CODES.joinHostFull, { unitId: unit.id, targetUnitId: target.id, limit: host.quantity }, where);
    }
  }

  return issues.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
}

export function isLegal(issues: readonly ValidationIssue[]): boolean {
  return !issues.some((issue) => issue.severity === 'error');
}

/** What `validateList` says of a list against one pack, with the figures a reader checks it by. */
export interface ListVerdict {
  legal: boolean;
  points: number;
  /** The game size's points (what the list is legal for), or null for a preset the pack lacks. */
  limit: number | null;
  /** The version of the pack the list was checked against. */
  dataVersion: string;
  issues: ValidationIssue[];
}

/** The verdict the builder, shared pages, exports and the server all give a list. */
export function listVerdict(list: ArmyList, pack: DataPack, options: ValidateOptions = {}): ListVerdict {
  const issues = validateList(list, pack, options);
  const { points, limit } = listTotals(list, pack);
  return { legal: isLegal(issues), points, limit, dataVersion: pack.version, issues };
}
