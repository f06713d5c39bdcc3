import { describe, expect, it } from 'vitest';
import { missionCatalogueSchema } from '../../domain/missions/mission-schema';
import { generateScenario, makeSeed, readScenarioParams, scenarioName, scenarioSearchParams, seededRandom } from '../../domain/missions/scenario';
import { missionCatalogue } from './index';

describe('mission catalogue', () => {
  it('parses with its schema', () => {
    expect(() => missionCatalogueSchema.parse(missionCatalogue)).not.toThrow();
  });

  it('has 12 missions (7 official, 5 community with authors) and 5 feats, unique ids', () => {
    const { missions, feats } = missionCatalogue;
    expect(missions).toHaveLength(12);
    expect(missions.filter((m) => m.kind === 'official')).toHaveLength(7);
    const community = missions.filter((m) => m.kind === 'community');
    expect(community).toHaveLength(5);
    expect(community.every((m) => m.author)).toBe(true);
    expect(feats).toHaveLength(5);
    expect(new Set(missions.map((m) => m.id)).size).toBe(12);
    for (const mission of missions) expect(new Set(mission.vpRules.map((rule) => rule.id)).size).toBe(mission.vpRules.length);
  });

  it('rejects a community mission without an author', () => {
    const [first] = missionCatalogue.missions;
    const result = missionCatalogueSchema.safeParse({ ...missionCatalogue, missions: [{ ...first, kind: 'community', author: undefined }] });
    expect(result.success).toBe(false);
  });
});

describe('scenario generator', () => {
  const base = { ...missionCatalogue, filters: { official: true, community: true } };

  it('is deterministic for a seed and spreads across seeds', () => {
    const a = generateScenario({ ...base, seed: 'abc123' });
    expect(generateScenario({ ...base, seed: 'abc123' })).toEqual(a);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const scenario = generateScenario({ ...base, seed: `s${i}` });
      if ('missionId' in scenario) seen.add(scenario.missionId);
    }
    expect(seen.size).toBe(12);
  });

  it('honours the official/community filters', () => {
    for (let i = 0; i < 50; i++) {
      const official = generateScenario({ ...base, seed: `o${i}`, filters: { official: true, community: false } });
      const community = generateScenario({ ...base, seed: `c${i}`, filters: { official: false, community: true } });
      const kind = (id: string) => missionCatalogue.missions.find((m) => m.id === id)!.kind;
      expect('missionId' in official && kind(official.missionId)).toBe('official');
      expect('missionId' in community && kind(community.missionId)).toBe('community');
    }
    expect(generateScenario({ ...base, seed: 'x', filters: { official: false, community: false } })).toEqual({ problem: 'no_missions' });
  });

  it('names scenarios from the word lists in each language', () => {
    const scenario = generateScenario({ ...base, seed: 'name' });
    if (!('missionId' in scenario)) throw new Error('expected a scenario');
    for (const language of ['en', 'es', 'fr'] as const) {
      const name = scenarioName(scenario, missionCatalogue.words, language);
      expect(name).toBe(`${missionCatalogue.words.openings[scenario.opening]![language]} ${missionCatalogue.words.places[scenario.place]![language]}`);
    }
  });

  it('round-trips through a shareable link', () => {
    const seed = makeSeed(seededRandom('link'));
    expect(seed).toMatch(/^[a-z2-9]{8}$/);
    const params = scenarioSearchParams(seed, { official: false, community: true });
    expect(readScenarioParams(new URLSearchParams(params.toString()))).toEqual({ seed, filters: { official: false, community: true } });
    expect(readScenarioParams(new URLSearchParams('scenario=<script>'))).toBeNull();
  });

  it('gives uniform-looking numbers in [0, 1)', () => {
    const random = seededRandom('uniform');
    const values = Array.from({ length: 10_000 }, random);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });
});
