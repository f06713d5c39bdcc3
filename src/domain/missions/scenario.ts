import type { Language } from '../i18n/language';
import type { Feat, Mission, ScenarioWords } from './mission-schema';

/**
 * The scenario generator: draws a mission and a feat and names the pairing. It is driven by a
 * seed, so the same seed and filters always give the same scenario and a scenario can be shared
 * as a link. The caller supplies the seed (the domain has no randomness of its own).
 */

/** FNV-1a over the seed's characters: turns any text seed into 32 bits. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast, well-spread generator. Returns numbers in [0, 1). */
export function seededRandom(seed: string): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A short, link-friendly seed from random numbers in [0, 1) (the caller's Math.random). */
export function makeSeed(random: () => number, length = 8): string {
  let seed = '';
  for (let i = 0; i < length; i++) seed += SEED_ALPHABET[Math.floor(random() * SEED_ALPHABET.length)];
  return seed;
}

export function isValidSeed(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9]{1,32}$/.test(value);
}

export interface ScenarioFilters {
  official: boolean;
  community: boolean;
}

export interface Scenario {
  seed: string;
  filters: ScenarioFilters;
  missionId: string;
  featId: string;
  opening: number;
  place: number;
}

export type ScenarioProblem = 'no_missions' | 'no_feats';

const pick = <T>(list: readonly T[], random: () => number): number => Math.floor(random() * list.length) % list.length;

export function generateScenario(input: {
  seed: string;
  filters: ScenarioFilters;
  missions: readonly Mission[];
  feats: readonly Feat[];
  words: ScenarioWords;
}): Scenario | { problem: ScenarioProblem } {
  const pool = input.missions.filter((mission) => input.filters[mission.kind]);
  if (!pool.length) return { problem: 'no_missions' };
  if (!input.feats.length) return { problem: 'no_feats' };
  const random = seededRandom(
    `${input.seed}:${input.filters.official ? 'o' : ''}${input.filters.community ? 'c' : ''}`,
  );
  return {
    seed: input.seed,
    filters: input.filters,
    missionId: pool[pick(pool, random)]!.id,
    featId: input.feats[pick(input.feats, random)]!.id,
    opening: pick(input.words.openings, random),
    place: pick(input.words.places, random),
  };
}

export function scenarioName(
  scenario: Pick<Scenario, 'opening' | 'place'>,
  words: ScenarioWords,
  language: Language,
): string {
  const opening = words.openings[scenario.opening]?.[language] ?? '';
  const place = words.places[scenario.place]?.[language] ?? '';
  return `${opening} ${place}`.trim();
}

/** The query string that reproduces a scenario: `?scenario=seed&official=1&community=0`. */
export function scenarioSearchParams(seed: string, filters: ScenarioFilters): URLSearchParams {
  return new URLSearchParams({
    scenario: seed,
    official: filters.official ? '1' : '0',
    community: filters.community ? '1' : '0',
  });
}

export function readScenarioParams(params: URLSearchParams): { seed: string; filters: ScenarioFilters } | null {
  const seed = params.get('scenario');
  if (!isValidSeed(seed)) return null;
  return {
    seed,
    filters: { official: params.get('official') !== '0', community: params.get('community') === '1' },
  };
}
