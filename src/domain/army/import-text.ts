import { createList, LIST_LIMITS, LIST_NAME_ERRORS, type ArmyList, type ListNameError } from './army-list';
import type { DataPack, FactionId, Unit } from './data-pack-schema';
import {
  readHeader,
  readOurFactionLine,
  readUnitLine,
  type GameSizeReading,
  type HeaderKind,
  type UnitLine,
} from './import-lines';
import { isCharacter } from './join';
import { applyListCommand, type CommandRejection } from './list-commands';
import { lookUpName, nameKey, type NameMatch, type NameMatchKind, type NameVariant } from './name-match';

/**
 * Pasted text as a list (issue 17): our own text export in any language, the usual shapes other
 * builders export (`Unit - 50 pts`, `2x Unit`, `Faction: …`, characters indented or marked with
 * `+` under the unit they join) and loose lines. Every line is accounted for in the report:
 * a unit, a header we read or skipped, a unit of another faction, or a line that matched
 * nothing (with the nearest name, when one is close). Never throws; bounded in size and work.
 * The matching rules are in docs/decisions/0030-importing-pasted-lists.md.
 */

export const IMPORT_LIMITS = { characters: 50_000, lines: 1_000 } as const;

export const IMPORT_ERRORS = { tooLong: 'import.too_long', tooManyLines: 'import.too_many_lines' } as const;
export type ImportError =
  | { code: typeof IMPORT_ERRORS.tooLong; limit: number; size: number }
  | { code: typeof IMPORT_ERRORS.tooManyLines; limit: number; size: number };

/** Why a unit line was imported only in part: fewer copies than asked, or not joined. */
export const IMPORT_PROBLEMS = {
  fewerCopies: 'import.fewer_copies',
  noHost: 'import.no_host',
  tooManyEntries: 'import.too_many_entries',
} as const;
export type ImportProblem = (typeof IMPORT_PROBLEMS)[keyof typeof IMPORT_PROBLEMS];

interface LineBase {
  /** 1-based line number in the pasted text. */
  line: number;
  text: string;
}

export type ImportLine =
  | (LineBase & {
      kind: 'unit';
      unitId: string;
      match: NameMatchKind;
      asked: number;
      added: number;
      /** Line number of the unit this one joins, when it was written as joining one. */
      joins: number | null;
      problem: ImportProblem | null;
    })
  | (LineBase & { kind: 'header'; header: HeaderKind; problem: ListNameError | null })
  | (LineBase & { kind: 'other-faction'; unitId: string; factionId: FactionId })
  | (LineBase & {
      kind: 'unmatched';
      suggestion: { unitId: string; name: string } | null;
      /** Where the name sits in the line (for replacing it with the suggestion). */
      nameStart: number;
      nameEnd: number;
    });

export type ImportResult =
  | { ok: false; error: ImportError }
  | {
      ok: true;
      list: ArmyList;
      /** Where the faction came from: a line of the text, the units' factions, or the default. */
      factionFrom: 'text' | 'units' | 'default';
      lines: ImportLine[];
    };

export interface ImportOptions {
  id: string;
  /** ISO time; the domain never reads the clock. */
  now: string;
  /** The faction when the text names none and no unit decides. */
  fallbackFaction: FactionId;
  /** What our export writes for a list without a name, in each language ("Untitled list"). */
  untitledNames?: readonly string[];
}

type Parsed =
  | { kind: 'header'; header: HeaderKind; name?: string }
  | { kind: 'unit'; unit: UnitLine; match: NameMatch }
  | { kind: 'unmatched'; unit: UnitLine; suggestion: NameVariant | null };

interface Reading {
  parsed: Map<number, Parsed>;
  name: string | null;
  nameLine: number | null;
  factionId: FactionId | null;
  gameSize: GameSizeReading | null;
  tournament: boolean;
}

export function importListText(text: string, pack: DataPack, options: ImportOptions): ImportResult {
  if (text.length > IMPORT_LIMITS.characters) {
    return { ok: false, error: { code: IMPORT_ERRORS.tooLong, limit: IMPORT_LIMITS.characters, size: text.length } };
  }
  const rows = text.split(/\r\n|\r|\n/u);
  if (rows.length > IMPORT_LIMITS.lines) {
    return { ok: false, error: { code: IMPORT_ERRORS.tooManyLines, limit: IMPORT_LIMITS.lines, size: rows.length } };
  }
  const reading = readLines(rows, pack, options);
  const votes = factionVotes(reading.parsed);
  const factionId = reading.factionId ?? votes ?? options.fallbackFaction;
  const factionFrom = reading.factionId ? 'text' : votes ? 'units' : 'default';
  return { ok: true, factionFrom, ...build(rows, reading, factionId, pack, options) };
}

/* ---------- reading ---------- */

function readLines(rows: readonly string[], pack: DataPack, options: ImportOptions): Reading {
  const reading: Reading = {
    parsed: new Map(),
    name: null,
    nameLine: null,
    factionId: null,
    gameSize: null,
    tournament: false,
  };
  const filled = rows.flatMap((row, index) => (row.trim() ? [index] : []));
  // Our export: the list's name, then `faction · size [· tournament]`, totals, verdict, problems.
  const ours =
    filled.length >= 2 && readOurFactionLine(rows[filled[1]!]!, pack)
      ? { nameAt: filled[0]!, factionAt: filled[1]! }
      : filled.length >= 1 && readOurFactionLine(rows[filled[0]!]!, pack)
        ? { nameAt: null, factionAt: filled[0]! }
        : null;
  let summaryUntil = -1;
  if (ours) {
    const line = readOurFactionLine(rows[ours.factionAt]!, pack)!;
    reading.factionId = line.factionId;
    reading.gameSize = line.gameSize;
    reading.tournament = line.tournament;
    reading.parsed.set(ours.factionAt, { kind: 'header', header: 'faction' });
    if (ours.nameAt !== null) {
      const name = rows[ours.nameAt]!.trim();
      const untitled = (options.untitledNames ?? []).some((phrase) => nameKey(phrase) === nameKey(name));
      reading.name = untitled ? '' : name;
      reading.nameLine = ours.nameAt;
      reading.parsed.set(ours.nameAt, { kind: 'header', header: 'name' });
    }
    // Totals, verdict and problems follow until a blank line or the first unit line.
    summaryUntil = ours.factionAt + 1;
    while (summaryUntil < rows.length && rows[summaryUntil]!.trim() && !/^\s*[-+]\s/u.test(rows[summaryUntil]!)) {
      summaryUntil += 1;
    }
  }
  for (const index of filled) {
    if (reading.parsed.has(index)) continue;
    const row = rows[index]!;
    if (index < summaryUntil) {
      reading.parsed.set(index, { kind: 'header', header: /^\s*!/u.test(row) ? 'problem' : 'summary' });
      continue;
    }
    const header = readHeader(row, pack);
    if (header) {
      reading.parsed.set(index, { kind: 'header', header: header.kind });
      if (header.kind === 'faction' && reading.factionId === null) reading.factionId = header.factionId;
      if (header.kind === 'game-size' && reading.gameSize === null) reading.gameSize = header.gameSize;
      if (header.kind === 'name' && reading.name === null) {
        reading.name = header.name;
        reading.nameLine = index;
      }
      continue;
    }
    const unit = readUnitLine(row);
    const found = lookUpName(unit.name, pack);
    reading.parsed.set(
      index,
      found.match
        ? { kind: 'unit', unit, match: found.match }
        : { kind: 'unmatched', unit, suggestion: found.suggestion },
    );
  }
  return reading;
}

const isMercenary = (unit: Unit) => unit.characteristics.includes('mercenary');

/** A rename rejects only a name it cannot keep; the header line reports nothing else. */
const isListNameError = (rejection: CommandRejection): rejection is ListNameError =>
  Object.values<string>(LIST_NAME_ERRORS).includes(rejection);

/** The faction most matched units belong to (mercenaries, found in every faction, do not vote). */
function factionVotes(parsed: ReadonlyMap<number, Parsed>): FactionId | null {
  const counts = new Map<FactionId, number>();
  for (const item of parsed.values()) {
    if (item.kind !== 'unit') continue;
    const factions = new Set(
      item.match.variants.flatMap((variant) => variant.units.filter((u) => !isMercenary(u)).map((u) => u.factionId)),
    );
    for (const faction of factions) counts.set(faction, (counts.get(faction) ?? 0) + 1 / factions.size);
  }
  let best: FactionId | null = null;
  for (const [faction, count] of counts) if (best === null || count > counts.get(best)!) best = faction;
  return best;
}

/** The unit a match stands for in this faction: its own, a mercenary, or another faction's. */
function resolve(match: NameMatch, factionId: FactionId): { unit: Unit; foreign: boolean } | null {
  const units = match.variants.flatMap((variant) => variant.units);
  const names = new Set(match.variants.map((variant) => variant.key));
  const own = units.filter((unit) => unit.factionId === factionId);
  const ownNames = new Set(
    match.variants.filter((v) => v.units.some((u) => u.factionId === factionId)).map((v) => v.key),
  );
  if (own.length > 0 && ownNames.size === 1) return { unit: own[0]!, foreign: false };
  if (names.size > 1) return null;
  const mercenary = units.find(isMercenary);
  if (mercenary) return { unit: mercenary, foreign: false };
  return units[0] ? { unit: units[0], foreign: true } : null;
}

/* ---------- building ---------- */

interface Planned {
  index: number;
  unit: Unit;
  match: NameMatchKind;
  asked: number;
  added: number;
  host: Planned | null;
  problem: ImportProblem | null;
  /** Entry ids of the copies of this unit that took the characters written under it. */
  hostEntries: string[];
}

function build(
  rows: readonly string[],
  reading: Reading,
  factionId: FactionId,
  pack: DataPack,
  options: ImportOptions,
): { list: ArmyList; lines: ImportLine[] } {
  let list = createList({ id: options.id, factionId, now: options.now }, pack);
  const apply = (command: Parameters<typeof applyListCommand>[1]) => {
    const result = applyListCommand(list, command, pack, options.now);
    if (result.ok) list = result.list;
    return result;
  };
  let nameProblem: ListNameError | null = null;
  if (reading.name) {
    const renamed = apply({ type: 'rename', name: reading.name });
    if (!renamed.ok) nameProblem = isListNameError(renamed.rejection) ? renamed.rejection : null;
  }
  if (reading.gameSize) apply({ type: 'set-game-size', gameSize: reading.gameSize });
  if (reading.tournament) apply({ type: 'set-tournament', tournament: true });

  const lines: ImportLine[] = [];
  const planned: Planned[] = [];
  let lastRoot: { planned: Planned | null; indent: number } | null = null;
  for (const [index, item] of [...reading.parsed].sort((a, b) => a[0] - b[0])) {
    const base = { line: index + 1, text: rows[index]! };
    if (item.kind === 'header') {
      const problem = index === reading.nameLine ? nameProblem : null;
      lines.push({ ...base, kind: 'header', header: item.header, problem });
      continue;
    }
    if (item.kind === 'unmatched') {
      const suggestion = item.suggestion
        ? { unitId: suggestionUnit(item.suggestion, factionId).id, name: item.suggestion.name }
        : null;
      lines.push({
        ...base,
        kind: 'unmatched',
        suggestion,
        nameStart: item.unit.nameStart,
        nameEnd: item.unit.nameEnd,
      });
      continue;
    }
    const resolved = resolve(item.match, factionId);
    // Written under a unit: with a mark (`+`, `with`), or indented when it is a character.
    const canRide = resolved !== null && (isCharacter(resolved.unit) || resolved.unit.companionOf !== null);
    const joining = lastRoot !== null && (item.unit.joined || (canRide && item.unit.indent > lastRoot.indent));
    if (!resolved || resolved.foreign) {
      const variant = item.match.variants[0]!;
      const unit = resolved?.unit ?? variant.units[0]!;
      if (resolved) lines.push({ ...base, kind: 'other-faction', unitId: unit.id, factionId: unit.factionId });
      else
        lines.push({
          ...base,
          kind: 'unmatched',
          suggestion: { unitId: unit.id, name: variant.name },
          ...nameRange(item.unit),
        });
      if (!joining) lastRoot = { planned: null, indent: item.unit.indent };
      continue;
    }
    const asked = Math.max(1, item.unit.quantity ?? 1);
    const host = joining ? lastRoot!.planned : null;
    const entry: Planned = {
      index,
      unit: resolved.unit,
      match: item.match.kind,
      asked,
      added: 0,
      host,
      problem: joining && !host ? IMPORT_PROBLEMS.noHost : null,
      hostEntries: [],
    };
    planned.push(entry);
    if (!joining) lastRoot = { planned: entry, indent: item.unit.indent };
  }

  // Every copy first, as plain copies; then the characters join, one copy at a time.
  for (const entry of planned) {
    for (let copy = 0; copy < Math.min(entry.asked, LIST_LIMITS.quantity); copy += 1) {
      const added = apply({ type: 'add-unit', unitId: entry.unit.id });
      if (!added.ok) {
        entry.problem =
          added.rejection === 'list.too_many_entries' ? IMPORT_PROBLEMS.tooManyEntries : IMPORT_PROBLEMS.fewerCopies;
        break;
      }
      entry.added += 1;
    }
    if (entry.added < entry.asked && entry.problem === null) entry.problem = IMPORT_PROBLEMS.fewerCopies;
  }
  for (const entry of planned) {
    if (!entry.host) continue;
    for (let copy = 0; copy < entry.added; copy += 1) {
      if (!join(entry, entry.host)) {
        entry.problem = entry.problem ?? IMPORT_PROBLEMS.noHost;
        break;
      }
    }
  }

  function join(rider: Planned, host: Planned): boolean {
    const plain = (unitId: string) =>
      list.entries.find(
        (e) => e.unitId === unitId && e.attachedTo === null && !list.entries.some((o) => o.attachedTo === e.id),
      );
    const riderEntry = plain(rider.unit.id);
    if (!riderEntry) return false;
    const companion = rider.unit.companionOf === host.unit.id;
    // A character takes a copy of its own; a companion rides with the copy its character took.
    const free = host.hostEntries.find(
      (id) => companion || !list.entries.some((e) => e.attachedTo === id && !isCompanionOf(e.unitId, id)),
    );
    const target =
      free ?? (host.hostEntries.length < host.added ? plain(host.unit.id)?.id : undefined) ?? host.hostEntries[0];
    if (!target) return false;
    const before = new Set(list.entries.filter((e) => e.attachedTo !== null).map((e) => e.id));
    const attached = apply({ type: 'attach', entryId: riderEntry.id, targetEntryId: target });
    if (!attached.ok) return false;
    const joined = list.entries.find((e) => e.attachedTo !== null && !before.has(e.id) && e.unitId === rider.unit.id);
    const hostId = joined?.attachedTo;
    if (hostId && !host.hostEntries.includes(hostId)) host.hostEntries.push(hostId);
    return true;
  }

  function isCompanionOf(unitId: string, hostEntryId: string): boolean {
    const hostUnit = list.entries.find((e) => e.id === hostEntryId)?.unitId;
    return pack.units.find((u) => u.id === unitId)?.companionOf === hostUnit;
  }

  for (const entry of planned) {
    lines.push({
      line: entry.index + 1,
      text: rows[entry.index]!,
      kind: 'unit',
      unitId: entry.unit.id,
      match: entry.match,
      asked: entry.asked,
      added: entry.added,
      joins: entry.host ? entry.host.index + 1 : null,
      problem: entry.problem,
    });
  }
  lines.sort((a, b) => a.line - b.line);
  return { list, lines };
}

function nameRange(unit: UnitLine) {
  return { nameStart: unit.nameStart, nameEnd: unit.nameEnd };
}

/** The unit a suggested name stands for, preferring the list's faction. */
function suggestionUnit(variant: NameVariant, factionId: FactionId): Unit {
  return variant.units.find((unit) => unit.factionId === factionId) ?? variant.units[0]!;
}
