import { dataVersionSchema, LIST_LIMITS, listNameSchema, type ArmyList, type GameSize } from './army-list';
import { FACTION_IDS, MAX_GAME_POINTS } from './data-pack-values';
import type { FactionId } from './data-pack-schema';
import { fnv1a32 } from './hash';
import { SLUG_PATTERN } from './slug';

/**
 * Compact, offline share codes: everything needed to rebuild a list, in URL-safe characters
 * only (`A–Z a–z 0–9 - _ . ~`), ending in a checksum so a mistyped or edited code is caught.
 *
 *     R1~<faction>~<data version>~<game size>~<tournament>~<name>~<entries>~<checksum>
 *
 * - faction: index in FACTION_IDS, base 36
 * - game size: `p<preset id>` or `c<points in base 36>`
 * - tournament: `1` or `0`
 * - name: UTF-8 in unpadded base64url (empty for no name)
 * - entries: `.`-separated `<unit id>_<quantity>_<points when saved | ->[_<index of the joined entry>]`,
 *   numbers in base 36 (so the "no points" mark is `-`, which no base-36 number can be)
 * - checksum: FNV-1a (32 bit) of everything before it, base 36. It catches accidents and casual
 *   edits; it is not a signature.
 *
 * Decoding never throws: a bad code gives a coded error.
 */

export const SHARE_CODE_FORMAT = 'R1';
export const SHARE_CODE_MAX_LENGTH = 8000;
/** Marks an entry saved without points; never a base-36 number (`x` would be 33). */
const NO_POINTS = '-';

export const SHARE_CODE_ERRORS = {
  empty: 'share_code.empty',
  tooLong: 'share_code.too_long',
  malformed: 'share_code.malformed',
  unsupportedFormat: 'share_code.unsupported_format',
  checksumMismatch: 'share_code.checksum_mismatch',
} as const;
export type ShareCodeErrorCode = (typeof SHARE_CODE_ERRORS)[keyof typeof SHARE_CODE_ERRORS];
export interface ShareCodeError {
  code: ShareCodeErrorCode;
  /** Which part of the code was wrong, for malformed codes. */
  field?: string;
}

export interface SharedEntry {
  unitId: string;
  quantity: number;
  /** Index (in `entries`) of the unit this character joined, or null. */
  attachedTo: number | null;
  savedPoints: number | null;
}

/** What a share code carries: a list without its id, timestamps or entry ids. */
export interface SharedList {
  factionId: FactionId;
  name: string;
  gameSize: GameSize;
  tournament: boolean;
  dataVersion: string;
  entries: SharedEntry[];
}

export type DecodeResult = { ok: true; value: SharedList } | { ok: false; error: ShareCodeError };

/* ---------- list ⇄ shared list ---------- */

/** Drops what a share does not carry. A dangling attachment (reported by validation) is left out. */
export function toSharedList(list: ArmyList): SharedList {
  const position = new Map(list.entries.map((entry, index) => [entry.id, index]));
  return {
    factionId: list.factionId,
    name: list.name,
    gameSize: list.gameSize,
    tournament: list.tournament,
    dataVersion: list.dataVersion,
    entries: list.entries.map((entry) => ({
      unitId: entry.unitId,
      quantity: entry.quantity,
      attachedTo: entry.attachedTo === null ? null : (position.get(entry.attachedTo) ?? null),
      savedPoints: entry.savedPoints,
    })),
  };
}

/** A full list from a shared one; entry ids are `e1`, `e2`… in order. */
export function fromSharedList(shared: SharedList, meta: { id: string; now: string }): ArmyList {
  const entryId = (index: number) => `e${index + 1}`;
  return {
    id: meta.id,
    name: shared.name,
    factionId: shared.factionId,
    gameSize: shared.gameSize,
    tournament: shared.tournament,
    dataVersion: shared.dataVersion,
    createdAt: meta.now,
    updatedAt: meta.now,
    entries: shared.entries.map((entry, index) => ({
      id: entryId(index),
      unitId: entry.unitId,
      quantity: entry.quantity,
      attachedTo: entry.attachedTo === null ? null : entryId(entry.attachedTo),
      savedPoints: entry.savedPoints,
    })),
  };
}

/* ---------- encoding ---------- */

export function encodeShareCode(shared: SharedList): string {
  const size =
    shared.gameSize.kind === 'preset' ? `p${shared.gameSize.presetId}` : `c${shared.gameSize.points.toString(36)}`;
  const entries = shared.entries
    .map((entry) => {
      const parts = [
        entry.unitId,
        entry.quantity.toString(36),
        entry.savedPoints === null ? NO_POINTS : entry.savedPoints.toString(36),
      ];
      if (entry.attachedTo !== null) parts.push(entry.attachedTo.toString(36));
      return parts.join('_');
    })
    .join('.');
  const body = [
    SHARE_CODE_FORMAT,
    FACTION_IDS.indexOf(shared.factionId).toString(36),
    shared.dataVersion,
    size,
    shared.tournament ? '1' : '0',
    base64UrlEncode(new TextEncoder().encode(shared.name)),
    entries,
  ].join('~');
  return `${body}~${checksum(body)}`;
}

export function encodeListShareCode(list: ArmyList): string {
  return encodeShareCode(toSharedList(list));
}

function checksum(body: string): string {
  return fnv1a32(body).toString(36);
}

/* ---------- decoding ---------- */

const fail = (code: ShareCodeErrorCode, field?: string): DecodeResult => ({
  ok: false,
  error: field === undefined ? { code } : { code, field },
});

const BASE36_INT = /^(?:0|[1-9a-z][0-9a-z]{0,5})$/;

function parseBase36(text: string | undefined, min: number, max: number): number | null {
  if (text === undefined || !BASE36_INT.test(text)) return null;
  const value = parseInt(text, 36);
  return value >= min && value <= max ? value : null;
}

export function decodeShareCode(input: unknown): DecodeResult {
  try {
    return decode(input);
  } catch {
    // Nothing above should throw; if it ever does, the caller still gets a coded answer.
    return fail(SHARE_CODE_ERRORS.malformed);
  }
}

function decode(input: unknown): DecodeResult {
  if (typeof input !== 'string' || input.trim() === '') return fail(SHARE_CODE_ERRORS.empty);
  const code = input.trim();
  if (code.length > SHARE_CODE_MAX_LENGTH) return fail(SHARE_CODE_ERRORS.tooLong);
  const parts = code.split('~');
  if (parts[0] !== SHARE_CODE_FORMAT) {
    return /^R[0-9]+$/.test(parts[0] ?? '')
      ? fail(SHARE_CODE_ERRORS.unsupportedFormat)
      : fail(SHARE_CODE_ERRORS.malformed, 'format');
  }
  if (parts.length !== 8) return fail(SHARE_CODE_ERRORS.malformed, 'structure');
  const [, faction, dataVersion, size, tournament, name64, entryText, sum] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const body = code.slice(0, code.length - sum.length - 1);
  if (sum !== checksum(body)) return fail(SHARE_CODE_ERRORS.checksumMismatch);

  const factionIndex = parseBase36(faction, 0, FACTION_IDS.length - 1);
  if (factionIndex === null) return fail(SHARE_CODE_ERRORS.malformed, 'faction');
  if (!dataVersionSchema.safeParse(dataVersion).success) return fail(SHARE_CODE_ERRORS.malformed, 'dataVersion');
  const gameSize = parseGameSize(size);
  if (!gameSize) return fail(SHARE_CODE_ERRORS.malformed, 'gameSize');
  if (tournament !== '0' && tournament !== '1') return fail(SHARE_CODE_ERRORS.malformed, 'tournament');
  const name = decodeName(name64);
  if (name === null) return fail(SHARE_CODE_ERRORS.malformed, 'name');
  const entries = parseEntries(entryText);
  if (!entries) return fail(SHARE_CODE_ERRORS.malformed, 'entries');

  return {
    ok: true,
    value: {
      factionId: FACTION_IDS[factionIndex]!,
      name,
      gameSize,
      tournament: tournament === '1',
      dataVersion,
      entries,
    },
  };
}

function parseGameSize(text: string): GameSize | null {
  if (text.startsWith('p') && SLUG_PATTERN.test(text.slice(1))) return { kind: 'preset', presetId: text.slice(1) };
  if (text.startsWith('c')) {
    const points = parseBase36(text.slice(1), 1, MAX_GAME_POINTS);
    return points === null ? null : { kind: 'custom', points };
  }
  return null;
}

function decodeName(text: string): string | null {
  const bytes = base64UrlDecode(text);
  if (!bytes) return null;
  let name: string;
  try {
    name = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const parsed = listNameSchema.safeParse(name);
  return parsed.success && parsed.data === name ? name : null;
}

function parseEntries(text: string): SharedEntry[] | null {
  if (text === '') return [];
  const items = text.split('.');
  if (items.length > LIST_LIMITS.entries) return null;
  const entries: SharedEntry[] = [];
  for (const [index, item] of items.entries()) {
    const fields = item.split('_');
    if (fields.length !== 3 && fields.length !== 4) return null;
    const [unitId = '', quantityText, pointsText, attachedText] = fields;
    if (!SLUG_PATTERN.test(unitId)) return null;
    const quantity = parseBase36(quantityText, 1, LIST_LIMITS.quantity);
    const savedPoints = pointsText === NO_POINTS ? null : parseBase36(pointsText, 0, 99_999);
    if (quantity === null || (savedPoints === null && pointsText !== NO_POINTS)) return null;
    let attachedTo: number | null = null;
    if (attachedText !== undefined) {
      attachedTo = parseBase36(attachedText, 0, items.length - 1);
      if (attachedTo === null || attachedTo === index) return null;
    }
    entries.push({ unitId, quantity, attachedTo, savedPoints });
  }
  return entries;
}

/* ---------- base64url without padding ---------- */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LOOKUP = new Map([...ALPHABET].map((char, index) => [char, index]));

export function base64UrlEncode(bytes: Uint8Array): string {
  let out = '';
  for (let at = 0; at < bytes.length; at += 3) {
    const chunk = (bytes[at]! << 16) | ((bytes[at + 1] ?? 0) << 8) | (bytes[at + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - at) * 8) / 6));
    for (let i = 0; i < chars; i += 1) out += ALPHABET[(chunk >> (18 - 6 * i)) & 63];
  }
  return out;
}

/** Null for characters outside the alphabet, an impossible length or non-zero padding bits. */
export function base64UrlDecode(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let written = 0;
  for (const char of text) {
    const value = LOOKUP.get(char);
    if (value === undefined) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[written++] = (buffer >> bits) & 0xff;
    }
  }
  if ((buffer & ((1 << bits) - 1)) !== 0) return null;
  return bytes;
}
