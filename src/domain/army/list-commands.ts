import { LIST_LIMITS, LIST_NAME_ERRORS, listNameSchema, nextEntryId, type ArmyList, type GameSize } from './army-list';
import type { DataPack } from './data-pack-schema';
import { indexPack } from './pack-index';

/**
 * Edits to a list as `(list, command) → new list | rejection`. The builder's buttons, undo/redo
 * and tests all go through here; nothing in a transition saves or fetches. Commands reject
 * only what cannot be represented (an unknown unit, a unit beyond its AVB, a name that is too
 * long); rule problems that can exist in a list are reported by `validateList` instead.
 */
export type ListCommand =
  | { type: 'add-unit'; unitId: string }
  | { type: 'remove-unit'; entryId: string }
  | { type: 'remove-entry'; entryId: string }
  | { type: 'attach'; entryId: string; targetEntryId: string | null }
  | { type: 'rename'; name: string }
  | { type: 'set-game-size'; gameSize: GameSize }
  | { type: 'set-tournament'; tournament: boolean };

export const COMMAND_REJECTIONS = {
  unknownUnit: 'unit.unknown',
  foreignUnit: 'faction.foreign_unit',
  avbReached: 'avb.reached',
  tooManyEntries: 'list.too_many_entries',
  unknownEntry: 'entry.unknown',
  nameTooLong: LIST_NAME_ERRORS.tooLong,
  nameUnprintable: LIST_NAME_ERRORS.unprintable,
  selfAttachment: 'join.self',
} as const;
export type CommandRejection = (typeof COMMAND_REJECTIONS)[keyof typeof COMMAND_REJECTIONS];

export type CommandResult = { ok: true; list: ArmyList } | { ok: false; rejection: CommandRejection };

const reject = (rejection: CommandRejection): CommandResult => ({ ok: false, rejection });

/** How many of a unit's profile the list holds (mercenary copies share a name, hence a count). */
export function profileCount(list: Pick<ArmyList, 'entries'>, pack: DataPack, unitId: string): number {
  const { unitsById } = indexPack(pack);
  const name = unitsById.get(unitId)?.name.en.toLowerCase();
  if (name === undefined) return 0;
  let count = 0;
  for (const entry of list.entries) {
    if (unitsById.get(entry.unitId)?.name.en.toLowerCase() === name) count += entry.quantity;
  }
  return count;
}

/**
 * How many characters (in copies) have joined a host entry; a companion riding with its own host
 * does not count. A host entry takes one character per copy (validateList, `join.host_full`).
 */
export function ridersOf(list: Pick<ArmyList, 'entries'>, hostId: string, pack: DataPack): number {
  const { unitsById } = indexPack(pack);
  const host = list.entries.find((entry) => entry.id === hostId);
  let riders = 0;
  for (const entry of list.entries) {
    if (entry.attachedTo !== hostId) continue;
    if (host && unitsById.get(entry.unitId)?.companionOf === host.unitId) continue;
    riders += entry.quantity;
  }
  return riders;
}

/** Applies one command; `now` (ISO time) becomes the list's `updatedAt`. */
export function applyListCommand(list: ArmyList, command: ListCommand, pack: DataPack, now: string): CommandResult {
  const result = transition(list, command, pack);
  return result.ok ? { ok: true, list: { ...result.list, updatedAt: now } } : result;
}

function transition(list: ArmyList, command: ListCommand, pack: DataPack): CommandResult {
  const { unitsById } = indexPack(pack);
  switch (command.type) {
    case 'add-unit': {
      const unit = unitsById.get(command.unitId);
      if (!unit) return reject(COMMAND_REJECTIONS.unknownUnit);
      if (unit.factionId !== list.factionId && !unit.characteristics.includes('mercenary')) {
        return reject(COMMAND_REJECTIONS.foreignUnit);
      }
      if (profileCount(list, pack, unit.id) >= unit.avb) return reject(COMMAND_REJECTIONS.avbReached);
      // Another copy goes with the copies that have no character and joined nothing, if any.
      const copies = list.entries.filter((entry) => entry.unitId === unit.id);
      const existing = copies.find((entry) => isPlain(list.entries, entry)) ?? copies[0];
      if (existing) {
        if (existing.quantity >= LIST_LIMITS.quantity) return reject(COMMAND_REJECTIONS.avbReached);
        return ok(
          list,
          list.entries.map((e) => (e === existing ? { ...e, quantity: e.quantity + 1 } : e)),
        );
      }
      if (list.entries.length >= LIST_LIMITS.entries) return reject(COMMAND_REJECTIONS.tooManyEntries);
      const entry = { id: nextEntryId(list), unitId: unit.id, quantity: 1, attachedTo: null, savedPoints: unit.points };
      return ok(list, [...list.entries, entry]);
    }
    case 'remove-unit': {
      const entry = list.entries.find((e) => e.id === command.entryId);
      if (!entry) return reject(COMMAND_REJECTIONS.unknownEntry);
      if (entry.quantity > 1) {
        return ok(
          list,
          list.entries.map((e) => (e === entry ? { ...e, quantity: e.quantity - 1 } : e)),
        );
      }
      return ok(list, withoutEntry(list, entry.id));
    }
    case 'remove-entry': {
      if (!list.entries.some((e) => e.id === command.entryId)) return reject(COMMAND_REJECTIONS.unknownEntry);
      return ok(list, withoutEntry(list, command.entryId));
    }
    case 'attach': {
      const entry = list.entries.find((e) => e.id === command.entryId);
      if (!entry) return reject(COMMAND_REJECTIONS.unknownEntry);
      if (command.targetEntryId === entry.id) return reject(COMMAND_REJECTIONS.selfAttachment);
      const target = list.entries.find((e) => e.id === command.targetEntryId);
      if (command.targetEntryId !== null && !target) return reject(COMMAND_REJECTIONS.unknownEntry);
      if (!target) return ok(list, detach(list.entries, entry));
      return attach(list, entry, target);
    }
    case 'rename': {
      const parsed = listNameSchema.safeParse(command.name);
      if (parsed.success) return { ok: true, list: { ...list, name: parsed.data } };
      const tooLong = parsed.error.issues.some((issue) => issue.message === LIST_NAME_ERRORS.tooLong);
      return reject(tooLong ? COMMAND_REJECTIONS.nameTooLong : COMMAND_REJECTIONS.nameUnprintable);
    }
    case 'set-game-size':
      return { ok: true, list: { ...list, gameSize: command.gameSize } };
    case 'set-tournament':
      return { ok: true, list: { ...list, tournament: command.tournament } };
  }
}

type Entry = ArmyList['entries'][number];

/** An entry that joined nothing and that nothing has joined. */
function isPlain(entries: readonly Entry[], entry: Entry): boolean {
  return entry.attachedTo === null && !entries.some((other) => other.attachedTo === entry.id);
}

/**
 * Attaches one copy of `entry` to one copy of `target`: an entry of several copies is split so
 * that the character and its host are single copies of their own (one character per unit).
 */
function attach(list: ArmyList, entry: Entry, target: Entry): CommandResult {
  // Neither this entry nor its new host is merged away while it lets go of its old host.
  let entries = detach(list.entries, entry, [entry.id, target.id]);
  /** The entry with this id as one copy: one copy of several is split off into an entry of its own. */
  const single = (id: string): Entry => {
    const from = entries.find((e) => e.id === id)!;
    if (from.quantity === 1) return from;
    const copy = { ...from, id: nextEntryId({ entries }), quantity: 1, attachedTo: null };
    entries = [...entries.map((e) => (e === from ? { ...e, quantity: e.quantity - 1 } : e)), copy];
    return copy;
  };
  const host = single(target.id);
  const rider = single(entry.id);
  if (entries.length > LIST_LIMITS.entries) return reject(COMMAND_REJECTIONS.tooManyEntries);
  return ok(
    list,
    entries.map((e) => {
      if (e.id === rider.id) return { ...e, attachedTo: host.id };
      // A unit that takes a character cannot itself stay attached to another unit.
      if (e.id === host.id && e.attachedTo !== null) return { ...e, attachedTo: null };
      return e;
    }),
  );
}

/**
 * Lets `entry` go from the unit it joined, merging it, and the copy it rode with, back into
 * other plain copies of the same unit: split on attach, merged on detach.
 */
function detach(entries: readonly Entry[], entry: Entry, keep: readonly string[] = []): Entry[] {
  if (entry.attachedTo === null) return [...entries];
  const hostId = entry.attachedTo;
  let result = entries.map((e) => (e.id === entry.id ? { ...e, attachedTo: null } : e));
  for (const id of [entry.id, hostId].filter((id) => !keep.includes(id))) {
    const freed = result.find((e) => e.id === id);
    if (!freed || !isPlain(result, freed)) continue;
    const into = result.find((e) => e.id !== freed.id && e.unitId === freed.unitId && isPlain(result, e));
    if (!into) continue;
    result = result
      .filter((e) => e.id !== freed.id)
      .map((e) => (e.id === into.id ? { ...e, quantity: e.quantity + freed.quantity } : e));
  }
  return result;
}

function ok(list: ArmyList, entries: ArmyList['entries']): CommandResult {
  return { ok: true, list: { ...list, entries } };
}

/** Removes an entry and lets go of any character that had joined it. */
function withoutEntry(list: ArmyList, entryId: string): ArmyList['entries'] {
  return list.entries
    .filter((e) => e.id !== entryId)
    .map((e) => (e.attachedTo === entryId ? { ...e, attachedTo: null } : e));
}

/**
 * The list as it should be saved under the current pack: the pack's version and each unit's
 * current points become the list's reference, so later changes can be flagged.
 */
export function stampWithPack(list: ArmyList, pack: DataPack): ArmyList {
  const { unitsById } = indexPack(pack);
  return {
    ...list,
    dataVersion: pack.version,
    entries: list.entries.map((entry) => ({
      ...entry,
      savedPoints: unitsById.get(entry.unitId)?.points ?? entry.savedPoints,
    })),
  };
}

/**
 * The entries in display order: the High Command (or the unit it joined) first, then the rest as
 * added, each followed by the characters that joined it.
 */
export function displayOrder(
  list: ArmyList,
  pack: DataPack,
): Array<{ entry: ArmyList['entries'][number]; depth: 0 | 1 }> {
  const { unitsById } = indexPack(pack);
  const ids = new Set(list.entries.map((e) => e.id));
  const isRoot = (e: ArmyList['entries'][number]) => e.attachedTo === null || !ids.has(e.attachedTo);
  const roots = list.entries.filter(isRoot);
  const isHighCommand = (e: ArmyList['entries'][number]) => unitsById.get(e.unitId)?.highCommand === true;
  // A unit led by the High Command goes first with it.
  const hc = (root: ArmyList['entries'][number]) =>
    isHighCommand(root) || list.entries.some((e) => e.attachedTo === root.id && isHighCommand(e)) ? 0 : 1;
  const ordered = [...roots].sort((a, b) => hc(a) - hc(b));
  const rows: Array<{ entry: ArmyList['entries'][number]; depth: 0 | 1 }> = [];
  const placed = new Set<string>();
  for (const root of ordered) {
    rows.push({ entry: root, depth: 0 });
    placed.add(root.id);
    for (const child of list.entries) {
      if (child.attachedTo === root.id && !isRoot(child)) {
        rows.push({ entry: child, depth: 1 });
        placed.add(child.id);
      }
    }
  }
  // Characters attached to a character that is itself attached (invalid, reported) stay visible.
  for (const entry of list.entries) if (!placed.has(entry.id)) rows.push({ entry, depth: 0 });
  return rows;
}
