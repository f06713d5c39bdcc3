/** Small builders for tests of the army domain: each test states only what it cares about. */
import { createList, type ArmyList, type ListEntry } from './army-list';
import type { DataPack, Unit } from './data-pack-schema';

export function makeUnit(overrides: Partial<Unit> & Pick<Unit, 'id'>): Unit {
  return {
    factionId: 'northern-tribes',
    name: { en: overrides.id.replace(/-/g, ' ') },
    type: 'Troop',
    command: 0,
    avb: 1,
    characteristics: ['infantry', 'orc'],
    keywords: [],
    specialRules: [],
    highCommand: false,
    points: 20,
    companionOf: null,
    tournamentLegal: true,
    ...overrides,
  };
}

/** A pack with a handful of Northern Tribes units and one of each special case. */
export function makePack(extraUnits: Unit[] = [], version = 'test-1'): DataPack {
  return {
    version,
    factions: [
      { id: 'northern-tribes', name: { en: 'Northern Tribes' }, accentColour: '#8ccbf0' },
      { id: 'syenann', name: { en: 'Sÿenann' }, accentColour: '#a3d16b' },
    ],
    units: [
      makeUnit({
        id: 'warlord',
        type: 'Character',
        command: 2,
        points: 40,
        highCommand: true,
        characteristics: ['character', 'high-command', 'orc'],
        keywords: [{ id: 'join', params: ['Infantry Orc'] }],
      }),
      makeUnit({
        id: 'second-warlord',
        type: 'Character',
        command: 3,
        points: 50,
        highCommand: true,
        characteristics: ['character', 'high-command', 'orc'],
      }),
      makeUnit({ id: 'orc-hunters', avb: 3, points: 20 }),
      makeUnit({ id: 'ice-archers', avb: 1, points: 25, characteristics: ['infantry', 'varank'] }),
      makeUnit({ id: 'warg-riders', avb: 2, points: 35, characteristics: ['cavalry', 'orc'] }),
      makeUnit({
        id: 'wisemane',
        type: 'Character',
        points: 15,
        characteristics: ['character', 'orc'],
        keywords: [{ id: 'join', params: ['Infantry Orc'] }],
      }),
      makeUnit({ id: 'revenant', type: 'Character', points: 40, characteristics: ['character', 'orc'] }),
      makeUnit({
        id: 'pup',
        name: { en: 'Iriavik, Restless Pup' },
        type: 'Named Character',
        points: 30,
        characteristics: ['character', 'varank'],
        tournamentLegal: false,
      }),
      makeUnit({
        id: 'coal',
        type: 'Companion',
        points: 20,
        characteristics: ['companion'],
        keywords: [{ id: 'join', params: ['Iriavik'] }],
        companionOf: 'pup',
        tournamentLegal: false,
      }),
      makeUnit({
        id: 'northern-tribes-vercana',
        name: { en: 'Vercana' },
        type: 'Named Character',
        points: 30,
        characteristics: ['character', 'human', 'mercenary'],
      }),
      makeUnit({
        id: 'syenann-vercana',
        factionId: 'syenann',
        name: { en: 'Vercana' },
        type: 'Named Character',
        points: 30,
        characteristics: ['character', 'human', 'mercenary'],
      }),
      makeUnit({ id: 'grove-curtailers', factionId: 'syenann', characteristics: ['infantry', 'elf', 'syenann'] }),
      ...extraUnits,
    ],
    glossary: [],
    corrections: [],
    armyRules: {
      gameSizes: [
        { id: 'small', name: { en: 'Small' }, points: 200 },
        { id: 'standard', name: { en: 'Standard' }, points: 300 },
      ],
      defaultGameSizeId: 'standard',
      severities: {},
    },
  };
}

export const TEST_NOW = '2026-11-22T10:00:00.000Z';

/** A Northern Tribes list holding `entries` (ids `e1`…; points as in {@link makePack}). */
export function makeList(
  entries: Array<Partial<ListEntry> & Pick<ListEntry, 'unitId'>> = [],
  overrides: Partial<ArmyList> = {},
): ArmyList {
  const pack = makePack();
  return {
    ...createList({ id: 'list-1', factionId: 'northern-tribes', now: TEST_NOW }, pack),
    entries: entries.map((entry, index) => ({
      id: `e${index + 1}`,
      quantity: 1,
      attachedTo: null,
      savedPoints: pack.units.find((unit) => unit.id === entry.unitId)?.points ?? null,
      ...entry,
    })),
    ...overrides,
  };
}
