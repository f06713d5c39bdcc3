import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { armyListSchema, LIST_LIMITS, type ArmyList } from './army-list';
import { ISSUE_CODE_LIST, ISSUE_CODES, type IssueCode } from './issues';
import { makeList, makePack, makeUnit } from '../../../test/fixtures/army';
import { isLegal, listTotals, listVerdict, validateList } from './validate-list';

const pack = makePack();
const codes = (list: ArmyList, options = {}, withPack = pack) =>
  validateList(list, withPack, options).map((i) => i.code);
const issue = (list: ArmyList, code: IssueCode, withPack = pack) =>
  validateList(list, withPack).find((i) => i.code === code);

describe('a legal list', () => {
  it('has no issues: one High Command, within points and AVB, characters joined to units they may join', () => {
    const list = makeList([
      { unitId: 'warlord', attachedTo: 'e2' },
      { unitId: 'orc-hunters', quantity: 3 },
      { unitId: 'wisemane', attachedTo: 'e4' },
      { unitId: 'warg-riders', quantity: 2 },
    ]);
    // wisemane joins Warg Riders: Cavalry, not Infantry
    expect(codes(list)).toEqual([ISSUE_CODES.joinNotAllowed]);
    expect(isLegal(validateList(list, pack))).toBe(false);
    const fixed = makeList([
      { unitId: 'warlord', attachedTo: 'e2' },
      { unitId: 'orc-hunters', quantity: 3 },
      { unitId: 'wisemane' },
    ]);
    expect(validateList(fixed, pack)).toEqual([]);
    // Two characters on three copies of Orc Hunters: one copy each.
    const both = makeList([
      { unitId: 'warlord', attachedTo: 'e2' },
      { unitId: 'orc-hunters', quantity: 3 },
      { unitId: 'wisemane', attachedTo: 'e2' },
    ]);
    expect(validateList(both, pack)).toEqual([]);
  });
});

describe('totals', () => {
  it('adds points, command and units; unknown units count as nothing', () => {
    const list = makeList([{ unitId: 'warlord' }, { unitId: 'orc-hunters', quantity: 3 }, { unitId: 'ghost' }]);
    expect(listTotals(list, pack)).toEqual({ points: 100, command: 2, units: 5, limit: 300 });
  });

  it('uses the custom points of a custom game size, and null for an unknown preset', () => {
    expect(listTotals(makeList([], { gameSize: { kind: 'custom', points: 275 } }), pack).limit).toBe(275);
    expect(listTotals(makeList([], { gameSize: { kind: 'preset', presetId: 'epic' } }), pack).limit).toBeNull();
  });
});

describe('points.over_limit', () => {
  const heavy = makeList([
    { unitId: 'warlord' },
    { unitId: 'orc-hunters', quantity: 3 },
    { unitId: 'warg-riders', quantity: 2 },
    { unitId: 'revenant' },
    { unitId: 'wisemane' },
    { unitId: 'ice-archers' },
  ]);

  it('is an error with total, limit and excess when the preset is exceeded', () => {
    const small = { ...heavy, gameSize: { kind: 'preset' as const, presetId: 'small' } };
    expect(issue(small, ISSUE_CODES.pointsOverLimit)).toEqual({
      code: 'points.over_limit',
      severity: 'error',
      params: { total: 250, limit: 200, over: 50 },
    });
    expect(issue(heavy, ISSUE_CODES.pointsOverLimit)).toBeUndefined();
  });

  it('applies to custom sizes, and exactly at the limit is fine', () => {
    expect(codes({ ...heavy, gameSize: { kind: 'custom', points: 249 } })).toContain(ISSUE_CODES.pointsOverLimit);
    expect(codes({ ...heavy, gameSize: { kind: 'custom', points: 250 } })).not.toContain(ISSUE_CODES.pointsOverLimit);
  });
});

describe('game_size.unknown', () => {
  it('is an error naming the preset the pack does not have', () => {
    const list = makeList([{ unitId: 'warlord' }], { gameSize: { kind: 'preset', presetId: 'epic' } });
    expect(issue(list, ISSUE_CODES.gameSizeUnknown)).toMatchObject({ severity: 'error', params: { presetId: 'epic' } });
  });
});

describe('high command', () => {
  it('reports a list without one as an error: a legal list has exactly one', () => {
    const list = makeList([{ unitId: 'orc-hunters' }]);
    expect(validateList(list, pack)).toEqual([{ code: 'high_command.missing', severity: 'error', params: {} }]);
    expect(isLegal(validateList(list, pack))).toBe(false);
    expect(codes(makeList([]))).toEqual([ISSUE_CODES.highCommandMissing]);
  });

  it('reports more than one as an error with the count', () => {
    const list = makeList([{ unitId: 'warlord' }, { unitId: 'second-warlord' }]);
    expect(issue(list, ISSUE_CODES.highCommandTooMany)).toMatchObject({
      severity: 'error',
      params: { count: 2, limit: 1 },
    });
  });
});

describe('avb.exceeded', () => {
  it('is an error per profile beyond its availability', () => {
    const list = makeList([{ unitId: 'warlord' }, { unitId: 'ice-archers', quantity: 2 }]);
    expect(issue(list, ISSUE_CODES.avbExceeded)).toEqual({
      code: 'avb.exceeded',
      severity: 'error',
      unitId: 'ice-archers',
      params: { unitId: 'ice-archers', count: 2, limit: 1 },
    });
  });

  it('counts mercenary copies of one profile from different factions together', () => {
    const list = makeList([
      { unitId: 'warlord' },
      { unitId: 'northern-tribes-vercana' },
      { unitId: 'syenann-vercana' },
    ]);
    expect(issue(list, ISSUE_CODES.avbExceeded)?.params).toMatchObject({ count: 2, limit: 1 });
  });
});

describe('companion.without_host', () => {
  it('is an error until the host is in the list', () => {
    const alone = makeList([{ unitId: 'warlord' }, { unitId: 'coal' }]);
    expect(issue(alone, ISSUE_CODES.companionWithoutHost)).toMatchObject({
      severity: 'error',
      unitId: 'coal',
      entryId: 'e2',
      params: { unitId: 'coal', hostId: 'pup' },
    });
    const hosted = makeList([{ unitId: 'warlord' }, { unitId: 'pup' }, { unitId: 'coal', attachedTo: 'e2' }]);
    expect(codes(hosted)).toEqual([]);
  });
});

describe('joining', () => {
  it('join.target_missing: an attachment to an entry that is not there', () => {
    const list = makeList([{ unitId: 'warlord' }, { unitId: 'wisemane', attachedTo: 'e9' }]);
    expect(issue(list, ISSUE_CODES.joinTargetMissing)).toMatchObject({
      severity: 'error',
      entryId: 'e2',
      params: { unitId: 'wisemane', targetEntryId: 'e9' },
    });
    expect(codes(makeList([{ unitId: 'warlord', attachedTo: 'e1' }]))).toEqual([ISSUE_CODES.joinTargetMissing]);
  });

  it('join.target_attached: joining a character that has itself joined a unit', () => {
    const list = makeList([
      { unitId: 'warlord', attachedTo: 'e2' },
      { unitId: 'orc-hunters' },
      { unitId: 'wisemane', attachedTo: 'e1' },
    ]);
    expect(issue(list, ISSUE_CODES.joinTargetAttached)).toMatchObject({
      severity: 'error',
      params: { unitId: 'wisemane', targetUnitId: 'warlord' },
    });
  });

  it('join.cannot_join: a unit without a Join keyword attached to another', () => {
    const list = makeList([{ unitId: 'warlord' }, { unitId: 'orc-hunters' }, { unitId: 'revenant', attachedTo: 'e2' }]);
    expect(issue(list, ISSUE_CODES.joinCannotJoin)).toMatchObject({
      severity: 'error',
      params: { unitId: 'revenant', targetUnitId: 'orc-hunters' },
    });
  });

  it('join.not_allowed: an error when the Join parameters do not describe the target', () => {
    const list = makeList([{ unitId: 'warlord' }, { unitId: 'ice-archers' }, { unitId: 'wisemane', attachedTo: 'e2' }]);
    expect(issue(list, ISSUE_CODES.joinNotAllowed)).toMatchObject({
      severity: 'error',
      params: { unitId: 'wisemane', targetUnitId: 'ice-archers' },
    });
  });

  it('join.target_character: a character never hosts a character', () => {
    const infantryCharacter = makeUnit({
      id: 'orc-captain',
      type: 'Character',
      characteristics: ['character', 'infantry', 'orc'],
    });
    const list = makeList([{ unitId: 'warlord' }, { unitId: 'orc-captain' }, { unitId: 'wisemane', attachedTo: 'e2' }]);
    expect(issue(list, ISSUE_CODES.joinTargetCharacter, makePack([infantryCharacter]))).toMatchObject({
      severity: 'error',
      entryId: 'e3',
      params: { unitId: 'wisemane', targetUnitId: 'orc-captain' },
    });
    expect(codes(list, {}, makePack([infantryCharacter]))).not.toContain(ISSUE_CODES.joinNotAllowed);
  });

  it('join.host_full: one character per unit, a companion riding along does not count', () => {
    const list = makeList([
      { unitId: 'warlord', attachedTo: 'e2' },
      { unitId: 'orc-hunters' },
      { unitId: 'wisemane', attachedTo: 'e2' },
    ]);
    expect(validateList(list, pack).filter((i) => i.code === ISSUE_CODES.joinHostFull)).toEqual([
      {
        code: ISSUE_CODES.joinHostFull,
        severity: 'error',
        unitId: 'wisemane',
        entryId: 'e3',
        params: { unitId: 'wisemane', targetUnitId: 'orc-hunters', limit: 1 },
      },
    ]);
    const hound = makeUnit({ id: 'hound', type: 'Companion', characteristics: ['companion'], companionOf: 'orc-hunters' });
    const withHound = makeList([
      { unitId: 'warlord', attachedTo: 'e2' },
      { unitId: 'orc-hunters' },
      { unitId: 'hound', attachedTo: 'e2' },
    ]);
    expect(codes(withHound, {}, makePack([hound]))).toEqual([]);
    // A character entry of two copies on one host is two characters on one unit.
    const shamans = makeUnit({
      id: 'shamans',
      type: 'Character',
      avb: 2,
      characteristics: ['character', 'orc'],
      keywords: [{ id: 'join', params: ['Infantry Orc'] }],
    });
    const twice = makeList([{ unitId: 'warlord' }, { unitId: 'orc-hunters' }, { unitId: 'shamans', quantity: 2, attachedTo: 'e2' }]);
    expect(codes(twice, {}, makePack([shamans]))).toContain(ISSUE_CODES.joinHostFull);
  });

  it('lets a companion join its host without a Join keyword', () => {
    const automata = makeUnit({ id: 'automata', type: 'Companion', companionOf: 'pup', characteristics: [] });
    const withAutomata = makePack([automata]);
    const list = makeList([{ unitId: 'warlord' }, { unitId: 'pup' }, { unitId: 'automata', attachedTo: 'e2' }]);
    expect(codes(list, {}, withAutomata)).toEqual([]);
  });
});

describe('tournament.illegal_unit', () => {
  const list = makeList([{ unitId: 'warlord' }, { unitId: 'pup' }]);

  it('is an error only in tournament mode', () => {
    expect(codes(list)).toEqual([]);
    expect(issue({ ...list, tournament: true }, ISSUE_CODES.tournamentIllegalUnit)).toMatchObject({
      severity: 'error',
      unitId: 'pup',
      entryId: 'e2',
    });
  });

  it('can be forced on or off by the caller', () => {
    expect(codes(list, { tournament: true })).toEqual([ISSUE_CODES.tournamentIllegalUnit]);
    expect(codes({ ...list, tournament: true }, { tournament: false })).toEqual([]);
  });
});

describe('faction.foreign_unit', () => {
  it('is an error for another faction, but mercenaries may serve anyone', () => {
    const list = makeList([{ unitId: 'warlord' }, { unitId: 'grove-curtailers' }, { unitId: 'syenann-vercana' }]);
    expect(validateList(list, pack).filter((i) => i.code === ISSUE_CODES.factionForeignUnit)).toEqual([
      {
        code: 'faction.foreign_unit',
        severity: 'error',
        unitId: 'grove-curtailers',
        entryId: 'e2',
        params: { unitId: 'grove-curtailers', factionId: 'syenann' },
      },
    ]);
  });
});

describe('unit.unknown and changed data', () => {
  it('reports units the pack does not know instead of dropping them', () => {
    const list = makeList([{ unitId: 'warlord' }, { unitId: 'lost-legion', quantity: 2 }]);
    expect(issue(list, ISSUE_CODES.unitUnknown)).toEqual({
      code: 'unit.unknown',
      severity: 'error',
      unitId: 'lost-legion',
      entryId: 'e2',
      params: { unitId: 'lost-legion' },
    });
  });

  it('warns when the list was made with another data version, and for each unit whose points changed', () => {
    const list = makeList([{ unitId: 'warlord', savedPoints: 35 }, { unitId: 'orc-hunters' }], {
      dataVersion: 'test-0',
    });
    expect(validateList(list, pack)).toEqual([
      {
        code: 'data.version_changed',
        severity: 'warning',
        params: { listVersion: 'test-0', packVersion: 'test-1' },
      },
      {
        code: 'unit.points_changed',
        severity: 'warning',
        unitId: 'warlord',
        entryId: 'e1',
        params: { unitId: 'warlord', before: 35, after: 40 },
      },
    ]);
  });
});

describe('severities from the pack', () => {
  it('follow the pack, including switching a rule off', () => {
    const errata = makePack();
    errata.armyRules.severities = { 'high_command.missing': 'warning', 'join.not_allowed': 'off' };
    const list = makeList([{ unitId: 'ice-archers' }, { unitId: 'wisemane', attachedTo: 'e1' }]);
    expect(validateList(list, errata).map((i) => [i.code, i.severity])).toEqual([['high_command.missing', 'warning']]);
    expect(isLegal(validateList(list, errata))).toBe(true);
  });

  it('lists errors before warnings', () => {
    const list = makeList([{ unitId: 'warlord' }, { unitId: 'ice-archers', quantity: 2 }], { dataVersion: 'test-0' });
    expect(validateList(list, pack).map((i) => [i.code, i.severity])).toEqual([
      ['avb.exceeded', 'error'],
      ['data.version_changed', 'warning'],
    ]);
  });
});

/* ---------- property: validation is total ---------- */

const unitIds = [...pack.units.map((u) => u.id), 'unknown-unit', 'another-ghost'];

const arbitraryList: fc.Arbitrary<ArmyList> = fc
  .record({
    name: fc.string({ maxLength: LIST_LIMITS.nameLength }),
    factionId: fc.constantFrom('northern-tribes', 'hegemony-of-embersig', 'scions-of-yaldabaoth', 'syenann' as const),
    gameSize: fc.oneof(
      fc.record({ kind: fc.constant('preset' as const), presetId: fc.constantFrom('small', 'standard', 'epic') }),
      fc.record({ kind: fc.constant('custom' as const), points: fc.integer({ min: 1, max: 10_000 }) }),
    ),
    tournament: fc.boolean(),
    dataVersion: fc.constantFrom('test-1', 'test-0'),
    entries: fc.array(
      fc.record({
        unitId: fc.constantFrom(...unitIds),
        quantity: fc.integer({ min: 1, max: LIST_LIMITS.quantity }),
        attachedTo: fc.option(fc.integer({ min: 1, max: 12 }).map((n) => `e${n}`)),
        savedPoints: fc.option(fc.integer({ min: 0, max: 200 })),
      }),
      { maxLength: 10 },
    ),
  })
  .map((parts) => ({
    id: 'prop',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...parts,
    name: parts.name.trim(),
    entries: parts.entries.map((entry, index) => ({ id: `e${index + 1}`, ...entry })),
  }));

describe('validateList on any list', () => {
  it('never throws and yields only known codes, with severities and params', () => {
    fc.assert(
      fc.property(arbitraryList, (list) => {
        const issues = validateList(list, pack);
        for (const found of issues) {
          expect(ISSUE_CODE_LIST).toContain(found.code);
          expect(['error', 'warning']).toContain(found.severity);
          expect(typeof found.params).toBe('object');
        }
        expect(isLegal(issues)).toBe(!issues.some((i) => i.severity === 'error'));
      }),
      { numRuns: 500 },
    );
  });

  it('validates exactly the lists armyListSchema accepts, without throwing', () => {
    fc.assert(
      fc.property(arbitraryList, (list) => {
        if (armyListSchema.safeParse(list).success) expect(() => validateList(list, pack)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});

describe('listVerdict', () => {
  it('gives legality, points, the game size and the pack version the list was checked against', () => {
    const legal = makeList([{ unitId: 'warlord', attachedTo: 'e2' }, { unitId: 'orc-hunters' }]);
    expect(listVerdict(legal, pack)).toEqual({ legal: true, points: 60, limit: 300, dataVersion: 'test-1', issues: [] });
    const crowded = makeList([{ unitId: 'warlord' }, { unitId: 'second-warlord' }]);
    expect(listVerdict(crowded, pack)).toMatchObject({ legal: false, points: 90, issues: validateList(crowded, pack) });
  });
});

