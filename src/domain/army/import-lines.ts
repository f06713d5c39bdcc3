import { MAX_GAME_POINTS } from './data-pack-values';
import type { DataPack, FactionId, GameSizePreset } from './data-pack-schema';
import { nameKey } from './name-match';

/**
 * Reading single lines of a pasted list: a unit line (`2x Orc Hunters`, `- Alborc (50 pts)`,
 * `    + Wrathmane`), a header (`Faction: Northern Tribes`, `Points: 300/300`), or our own
 * export's faction line (`Tribus du Nord · Partie standard (300 points) · Mode tournoi`).
 */

export interface UnitLine {
  /** Indentation in columns (a tab counts as four). */
  indent: number;
  /** Marked as joining the unit above (`+`, `>`, `with`, `con`, `avec`). */
  joined: boolean;
  quantity: number | null;
  name: string;
  /** Where the name sits in the line, so a suggestion can replace it. */
  nameStart: number;
  nameEnd: number;
}

const QUANTITY = String.raw`(\d{1,9})`;
const POINTS_WORD = String.raw`(?:(?:pts?|points?|puntos?|ptos?|p)\.?)`;

const LEADING: Array<{ pattern: RegExp; joined?: boolean; quantity?: boolean }> = [
  { pattern: /^\s+/u },
  { pattern: /^(?:\+|>|↳|└─*|→)\s*/u, joined: true },
  { pattern: /^(?:with|con|avec|w\/)\s+/iu, joined: true },
  { pattern: /^[-*•·–—]+\s*/u },
  { pattern: new RegExp(String.raw`^${QUANTITY}\s*[x×*]\s*`, 'iu'), quantity: true },
  { pattern: new RegExp(String.raw`^[x×]\s*${QUANTITY}\s+`, 'iu'), quantity: true },
  { pattern: new RegExp(String.raw`^${QUANTITY}\s+(?=\p{L})`, 'u'), quantity: true },
];

const TRAILING: Array<{ pattern: RegExp; quantity?: boolean }> = [
  { pattern: /\s+$/u },
  { pattern: /\s*\[[^\]]*\]$/u },
  { pattern: new RegExp(String.raw`\s*\(\s*(?:[x×]\s*${QUANTITY}|${QUANTITY}\s*[x×])\s*\)$`, 'iu'), quantity: true },
  { pattern: new RegExp(String.raw`\s*\(\s*\d{1,9}(?:[.,]\d+)?\s*${POINTS_WORD}?\s*\)$`, 'iu') },
  { pattern: new RegExp(String.raw`\s*[-–—:=|,]\s*\d{1,9}\s*${POINTS_WORD}?$`, 'iu') },
  { pattern: new RegExp(String.raw`\s+\d{1,9}\s*${POINTS_WORD}$`, 'iu') },
  { pattern: new RegExp(String.raw`(?:\s*×|\s+x)\s*${QUANTITY}$`, 'iu'), quantity: true },
  { pattern: /\s*[-–—:=|,]+$/u },
];

function indentOf(raw: string): number {
  let columns = 0;
  for (const char of raw) {
    if (char === ' ') columns += 1;
    else if (char === '\t') columns += 4;
    else break;
  }
  return columns;
}

/** A line read as a unit line; the name may still match nothing. */
export function readUnitLine(raw: string): UnitLine {
  let start = 0;
  let end = raw.length;
  let joined = false;
  let quantity: number | null = null;
  for (let changed = true; changed && start < end;) {
    changed = false;
    for (const rule of LEADING) {
      const found = rule.pattern.exec(raw.slice(start, end));
      if (!found || found[0].length === 0) continue;
      if (rule.quantity) {
        if (quantity !== null) continue;
        quantity = Number(found[1]);
      }
      if (rule.joined) joined = true;
      start += found[0].length;
      changed = true;
      break;
    }
  }
  for (let changed = true; changed && start < end;) {
    changed = false;
    for (const rule of TRAILING) {
      const found = rule.pattern.exec(raw.slice(start, end));
      if (!found || found[0].length === 0 || found[0].length === end - start) continue;
      if (rule.quantity) {
        if (quantity !== null) continue;
        quantity = Number(found[1] ?? found[2]);
      }
      end -= found[0].length;
      changed = true;
      break;
    }
  }
  return { indent: indentOf(raw), joined, quantity, name: raw.slice(start, end), nameStart: start, nameEnd: end };
}

/* ---------- headers ---------- */

export const HEADER_KINDS = {
  name: 'name',
  faction: 'faction',
  gameSize: 'game-size',
  summary: 'summary',
  problem: 'problem',
  footer: 'footer',
  separator: 'separator',
} as const;
export type HeaderKind = (typeof HEADER_KINDS)[keyof typeof HEADER_KINDS];

/** Header words in en, es and fr, compared as name keys. */
const HEADER_WORDS: Record<'name' | 'faction' | 'points' | 'size' | 'summary', readonly string[]> = {
  name: ['army', 'army name', 'list', 'list name', 'name', 'ejercito', 'lista', 'nombre', 'armee', 'liste', 'nom'],
  faction: ['faction', 'faccion', 'army faction'],
  points: ['points', 'puntos', 'pts', 'total', 'total points', 'puntos totales', 'points totaux', 'cost'],
  size: ['game size', 'size', 'format', 'limit', 'tamano', 'tamano de partida', 'taille', 'taille de partie'],
  summary: [
    'command',
    'mando',
    'commandement',
    'units',
    'unidades',
    'unites',
    'activations',
    'activaciones',
    'models',
    'miniaturas',
    'figurines',
    'data',
    'version',
    'legal',
  ],
};

export type Header =
  | { kind: 'name'; name: string }
  | { kind: 'faction'; factionId: FactionId }
  | { kind: 'game-size'; gameSize: GameSizeReading }
  | { kind: 'summary' | 'problem' | 'footer' | 'separator' };

export type GameSizeReading = { kind: 'preset'; presetId: string } | { kind: 'custom'; points: number };

/** Faction and game size names as keys, worked out once per pack. */
interface PackKeys {
  factions: Array<{ id: FactionId; keys: string[] }>;
  presets: Array<{ preset: GameSizePreset; padded: string[] }>;
}

const packKeys = new WeakMap<DataPack, PackKeys>();

function keysOf(pack: DataPack): PackKeys {
  const cached = packKeys.get(pack);
  if (cached) return cached;
  const keys: PackKeys = {
    factions: pack.factions.map((faction) => ({
      id: faction.id,
      keys: Object.values(faction.name).map((name) => nameKey(name)),
    })),
    presets: pack.armyRules.gameSizes.map((preset) => ({
      preset,
      padded: Object.values(preset.name).map((name) => ` ${nameKey(name)} `),
    })),
  };
  packKeys.set(pack, keys);
  return keys;
}

/** The faction whose name (in any language) the text is, if any. */
export function factionNamed(text: string, pack: DataPack): FactionId | null {
  const key = nameKey(text);
  if (!key) return null;
  return keysOf(pack).factions.find((faction) => faction.keys.includes(key))?.id ?? null;
}

function presetNamedIn(text: string, pack: DataPack): GameSizePreset | null {
  const key = ` ${nameKey(text)} `;
  return keysOf(pack).presets.find((preset) => preset.padded.some((name) => key.includes(name)))?.preset ?? null;
}

/**
 * A game size from `Standard game (300 points)`, `250 points` or `285/300`. Our export writes a
 * custom size as a bare number (`ours`); a `points` header with one number is the points spent
 * unless a preset has exactly that many.
 */
export function readGameSize(text: string, pack: DataPack, mode: 'ours' | 'size' | 'points'): GameSizeReading | null {
  const presets = pack.armyRules.gameSizes;
  const named = presetNamedIn(text, pack);
  if (named) return { kind: 'preset', presetId: named.id };
  const numbers = /(\d{1,9})(?:\s*\/\s*(\d{1,9}))?/u.exec(text);
  if (!numbers) return null;
  const points = Number(numbers[2] ?? numbers[1]);
  const custom = points >= 1 && points <= MAX_GAME_POINTS ? { kind: 'custom' as const, points } : null;
  if (mode === 'ours') return custom;
  const preset = presets.find((size) => size.points === points);
  if (preset) return { kind: 'preset', presetId: preset.id };
  return mode === 'points' && numbers[2] === undefined ? null : custom;
}

/** Our export's second line: faction · game size [· tournament]. */
export interface OurFactionLine {
  factionId: FactionId;
  gameSize: GameSizeReading | null;
  tournament: boolean;
}

export function readOurFactionLine(line: string, pack: DataPack): OurFactionLine | null {
  const parts = line.trim().split(/\s*·\s*/u);
  if (parts.length < 2 || parts.length > 3) return null;
  const factionId = factionNamed(parts[0]!, pack);
  if (!factionId) return null;
  return { factionId, gameSize: readGameSize(parts[1]!, pack, 'ours'), tournament: parts.length === 3 };
}

/** A header, summary or decoration line, or null for a line that may name a unit. */
export function readHeader(line: string, pack: DataPack): Header | null {
  const trimmed = line.trim();
  if (/^!/u.test(trimmed)) return { kind: 'problem' };
  if (/rookery/iu.test(trimmed)) return { kind: 'footer' };
  if (!/[\p{L}]/u.test(trimmed)) return /\d/u.test(trimmed) ? { kind: 'summary' } : { kind: 'separator' };
  const bare = trimmed.replace(/^[-*•#=\s]+|[-*•#=\s]+$/gu, '');
  const faction = factionNamed(bare, pack);
  if (faction) return { kind: 'faction', factionId: faction };
  const keyed = /^([^:=]{2,40}?)\s*[:=]\s*(.*)$/u.exec(bare);
  if (!keyed) return null;
  const key = nameKey(keyed[1]!);
  const value = keyed[2]!.trim();
  const is = (words: readonly string[]) => words.includes(key);
  if (is(HEADER_WORDS.faction) || is(HEADER_WORDS.name)) {
    const named = factionNamed(value, pack);
    if (named) return { kind: 'faction', factionId: named };
    return is(HEADER_WORDS.name) ? { kind: 'name', name: value } : { kind: 'summary' };
  }
  if (is(HEADER_WORDS.points) || is(HEADER_WORDS.size)) {
    const gameSize = readGameSize(value, pack, is(HEADER_WORDS.points) ? 'points' : 'size');
    return gameSize ? { kind: 'game-size', gameSize } : { kind: 'summary' };
  }
  if (is(HEADER_WORDS.summary)) return { kind: 'summary' };
  return null;
}
