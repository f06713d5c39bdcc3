import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkListsResponseSchema,
  cloudListSchema,
  cloudListsResponseSchema,
  LIST_ERROR_CODES,
  LIST_PATHS,
  listPath,
  memberListsPath,
  publicListsResponseSchema,
  sharedListApiPath,
  sharedListResponseSchema,
  shortLinkPath,
  SHORT_CODE_PATTERN,
  type CloudList,
} from '../../../contracts/lists';
import { activityPageSchema } from '../../../contracts/social';
import { dataPack } from '../../../data';
import type { ArmyList } from '../../../domain/army/army-list';
import { encodeListShareCode } from '../../../domain/army/share-code';
import { makeList } from '../../../../test/fixtures/army';
import { createTestApp, type TestApp } from '../../../../test/server/app';
import { callApi, signedUpMember, type TestMember } from '../../../../test/server/members';
import { befriend } from '../../../../test/server/social-helpers';

let server: TestApp;
let owner: TestMember;
let other: TestMember;
let friend: TestMember;

let counter = 0;
/** A list with its own id, saved at minute `minute` of a fixed day. */
function list(overrides: Partial<ArmyList> = {}, minute = 0): ArmyList {
  counter += 1;
  const at = new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString();
  return {
    ...makeList([{ unitId: 'warlord' }, { unitId: 'orc-hunters', quantity: 3 }]),
    id: `list-${counter}`,
    name: `Raiders ${counter}`,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

const put = (who: TestMember, body: { list: ArmyList; public?: boolean }, id = body.list.id) =>
  who.api(listPath(id), { method: 'PUT', body });

const rowCount = async () =>
  (await server.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM army_lists'))[0]!.n;

beforeAll(async () => {
  server = await createTestApp();
  [owner, other, friend] = await Promise.all([
    signedUpMember(server, 'Listwright'),
    signedUpMember(server, 'Peeker'),
    signedUpMember(server, 'Pal'),
  ]);
});
afterAll(async () => server?.close());

describe('saving lists in the cloud', () => {
  it('creates a list, then updates the same one: never a duplicate', async () => {
    const first = list();
    const created = cloudListSchema.parse(await json(await put(owner, { list: first }), 201));
    expect(created).toMatchObject({ list: first, public: false, shortCode: null });

    const renamed = {
      ...first,
      name: 'Renamed',
      updatedAt: new Date(Date.parse(first.updatedAt) + 60_000).toISOString(),
    };
    const updated = cloudListSchema.parse(await json(await put(owner, { list: renamed }), 200));
    expect(updated.list.name).toBe('Renamed');

    const mine = cloudListsResponseSchema.parse(await json(await owner.api('/api/lists'), 200));
    expect(mine.items.filter((item) => item.list.id === first.id)).toHaveLength(1);
    expect((await json<CloudList>(await owner.api(listPath(first.id)), 200)).list).toEqual(renamed);
  });

  it('lists only my own lists, newest first', async () => {
    const older = list({}, 1);
    const newer = list({}, 30);
    await json(await put(other, { list: older }), 201);
    await json(await put(other, { list: newer }), 201);
    const mine = cloudListsResponseSchema.parse(await json(await other.api('/api/lists'), 200));
    expect(mine.items.map((item) => item.list.id)).toEqual([newer.id, older.id]);
  });

  it('keeps lists apart per member even when their ids are the same', async () => {
    const mine = list({ id: 'shared-id', name: 'Mine' });
    const theirs = { ...mine, name: 'Theirs' };
    await json(await put(owner, { list: mine }), 201);
    await json(await put(other, { list: theirs }), 201);
    expect((await json<CloudList>(await owner.api(listPath('shared-id')), 200)).list.name).toBe('Mine');
    expect((await json<CloudList>(await other.api(listPath('shared-id')), 200)).list.name).toBe('Theirs');
  });

  it('refuses a save older than the stored copy and returns the newer one, changing nothing', async () => {
    const saved = list({}, 20);
    await json(await put(owner, { list: saved }), 201);
    const stale = { ...saved, name: 'From an old phone', updatedAt: list({}, 5).updatedAt };
    const refused = await json<{ code: string; details: { current: CloudList } }>(
      await put(owner, { list: stale }),
      409,
    );
    expect(refused.code).toBe(LIST_ERROR_CODES.newerCopy);
    expect(refused.details.current.list.name).toBe(saved.name);
    expect((await json<CloudList>(await owner.api(listPath(saved.id)), 200)).list.name).toBe(saved.name);
  });

  it('publishes a kept list on a later save, then keeps its link and publishing date on every save after', async () => {
    const publisher = await signedUpMember(server, 'Publisher');
    const kept = list({ name: 'Published later' }, 60);
    await json(await put(publisher, { list: kept }), 201);
    // The same clock again is a save, not an older copy.
    expect(cloudListSchema.parse(await json(await put(publisher, { list: kept }), 200)).shortCode).toBeNull();

    const at = (minutes: number) => ({ ...kept, updatedAt: list({}, minutes).updatedAt });
    const published = cloudListSchema.parse(await json(await put(publisher, { list: at(61), public: true }), 200));
    expect(published).toMatchObject({ public: true, shortCode: expect.stringMatching(SHORT_CODE_PATTERN) });
    const shown = async () =>
      publicListsResponseSchema
        .parse(await json(await callApi(server, memberListsPath(publisher.id)), 200))
        .items.find((item) => item.name === 'Published later');
    const firstShown = await shown();
    expect(firstShown?.shortCode).toBe(published.shortCode);

    const again = cloudListSchema.parse(await json(await put(publisher, { list: at(62) }), 200));
    expect(again).toMatchObject({ public: true, shortCode: published.shortCode });
    expect((await shown())?.publishedAt).toBe(firstShown?.publishedAt);

    // Private and public again: the same link, published anew.
    const hidden = cloudListSchema.parse(await json(await put(publisher, { list: at(63), public: false }), 200));
    expect(hidden).toMatchObject({ public: false, shortCode: published.shortCode });
    expect(await shown()).toBeUndefined();
    const back = cloudListSchema.parse(await json(await put(publisher, { list: at(64), public: true }), 200));
    expect(back).toMatchObject({ public: true, shortCode: published.shortCode });
    expect(Date.parse((await shown())!.publishedAt)).toBeGreaterThanOrEqual(Date.parse(firstShown!.publishedAt));
  });

  it('deletes exactly the list asked for', async () => {
    const keep = list();
    const drop = list();
    await json(await put(owner, { list: keep }), 201);
    await json(await put(owner, { list: drop }), 201);
    await json(await owner.api(listPath(drop.id), { method: 'DELETE' }), 204);
    await json(await owner.api(listPath(drop.id)), 404);
    await json(await owner.api(listPath(keep.id)), 200);
    expect((await json<{ code: string }>(await owner.api(listPath(drop.id), { method: 'DELETE' }), 404)).code).toBe(
      LIST_ERROR_CODES.notFound,
    );
  });

  it('stops at the limit of lists per member', async () => {
    const member = await signedUpMember(server, 'Hoarder');
    await server.app.db.query(
      `INSERT INTO army_lists (owner_id, id, name, faction_id, list, list_updated_at)
       SELECT $1, 'bulk-' || n, '', 'northern-tribes', '{}'::jsonb, now() FROM generate_series(1, 500) n`,
      [member.id],
    );
    const refused = await json<{ code: string }>(await put(member, { list: list() }), 409);
    expect(refused.code).toBe(LIST_ERROR_CODES.tooMany);
  });
});

describe('who may do what', () => {
  it('asks guests to sign in for every list of their own', async () => {
    const guest = (path: string, method = 'GET', body?: unknown) => callApi(server, path, { method, body });
    await json(await guest('/api/lists'), 401);
    await json(await guest(listPath('x'), 'PUT', { list: list({ id: 'x' }) }), 401);
    await json(await guest(listPath('x'), 'DELETE'), 401);
    await json(await guest(shortLinkPath('x'), 'POST'), 401);
  });

  it('never lets another member read, change, share or delete my list', async () => {
    const private_ = list({ name: 'Secret plan' });
    await json(await put(owner, { list: private_ }), 201);
    const before = await rowCount();
    await json(await other.api(listPath(private_.id)), 404);
    await json(await other.api(listPath(private_.id), { method: 'DELETE' }), 404);
    await json(await other.api(shortLinkPath(private_.id), { method: 'POST' }), 404);
    // Saving under the same id makes the other member a list of their own, not a change to mine.
    await json(await put(other, { list: { ...private_, name: 'Hijacked' } }), 201);
    expect(await rowCount()).toBe(before + 1);
    expect((await json<CloudList>(await owner.api(listPath(private_.id)), 200)).list.name).toBe('Secret plan');
  });
});

describe('bad input', () => {
  it.each([
    ['no list at all', {}],
    ['a list name over 100 characters', { list: list({ id: 'long', name: 'x'.repeat(101) }) }],
    ['an unknown field', { list: list({ id: 'extra' }), colour: 'red' }],
    ['entries that are not entries', { list: { ...list({ id: 'bad-entries' }), entries: [{ unitId: 7 }] } }],
    [
      'a quantity over the limit',
      {
        list: {
          ...list({ id: 'q' }),
          entries: [{ id: 'e1', unitId: 'orc', quantity: 99, attachedTo: null, savedPoints: null }],
        },
      },
    ],
    ['a script for a name', { list: list({ id: 'ctl', name: 'a\u0000b' }) }],
  ])('refuses %s with 400 and stores nothing', async (_label, body) => {
    const before = await rowCount();
    const id = (body as { list?: ArmyList }).list?.id ?? 'none';
    const refused = await json<{ code: string }>(await owner.api(listPath(id), { method: 'PUT', body }), 400);
    expect(refused.code).toBe('validation_failed');
    expect(await rowCount()).toBe(before);
  });

  it('refuses a body whose list id is not the one in the path', async () => {
    const refused = await json<{ code: string }>(await put(owner, { list: list({ id: 'one' }) }, 'two'), 400);
    expect(refused.code).toBe(LIST_ERROR_CODES.idMismatch);
  });

  it('answers malformed ids and codes with 400/404, never 500', async () => {
    await json(await owner.api('/api/lists/%E2%80%AE..%2F..'), 400);
    await json(await owner.api(`/api/lists/${'a'.repeat(65)}`), 400);
    await json(await callApi(server, sharedListApiPath('R1~not-a-short-code')), 404);
    await json(await callApi(server, sharedListApiPath("x'; DROP TABLE army_lists;--")), 404);
    await json(await callApi(server, memberListsPath('not-a-uuid')), 404);
  });
});

describe('short links', () => {
  it('gives a list one short code that anyone may open, showing the list as it is now', async () => {
    const shared = list({ name: 'Open to all' }, 40);
    await json(await put(owner, { list: shared }), 201);
    const { code } = await json<{ code: string }>(await owner.api(shortLinkPath(shared.id), { method: 'POST' }), 200);
    expect(code).toMatch(SHORT_CODE_PATTERN);
    expect(
      (await json<{ code: string }>(await owner.api(shortLinkPath(shared.id), { method: 'POST' }), 200)).code,
    ).toBe(code);

    const asGuest = sharedListResponseSchema.parse(await json(await callApi(server, sharedListApiPath(code)), 200));
    expect(asGuest.list.name).toBe('Open to all');
    expect(asGuest.owner?.id).toBe(owner.id);

    const edited = { ...shared, name: 'Edited later', updatedAt: list({}, 41).updatedAt };
    await json(await put(owner, { list: edited }), 200);
    expect((await json<{ list: ArmyList }>(await callApi(server, sharedListApiPath(code)), 200)).list.name).toBe(
      'Edited later',
    );

    await json(await owner.api(listPath(shared.id), { method: 'DELETE' }), 204);
    const gone = await json<{ code: string }>(await callApi(server, sharedListApiPath(code)), 404);
    expect(gone.code).toBe(LIST_ERROR_CODES.unknownShortLink);
  });

  it('refuses a short link for a list that is not mine', async () => {
    await json(await owner.api(shortLinkPath('never-saved'), { method: 'POST' }), 404);
  });
});

describe('public lists', () => {
  it('show on the profile and in friends’ activity while public, and leave both when private', async () => {
    await befriend(owner, friend);
    const shown = list({ name: 'Public raiders' }, 50);
    const hidden = list({ name: 'Private raiders' }, 51);
    const saved = cloudListSchema.parse(await json(await put(owner, { list: shown, public: true }), 201));
    expect(saved.public).toBe(true);
    expect(saved.shortCode).toMatch(SHORT_CODE_PATTERN);
    await json(await put(owner, { list: hidden }), 201);

    const profile = publicListsResponseSchema.parse(await json(await callApi(server, memberListsPath(owner.id)), 200));
    expect(profile.items.map((item) => item.name)).toEqual(['Public raiders']);
    expect(profile.items[0]).toMatchObject({ shortCode: saved.shortCode, unitCount: 4, factionId: 'northern-tribes' });

    const feed = activityPageSchema.parse(await json(await friend.api('/api/social/activity'), 200));
    const item = feed.items.find((entry) => entry.kind === 'public_list');
    expect(item).toMatchObject({ id: saved.shortCode, excerpt: 'Public raiders', actor: { id: owner.id } });
    const strangerFeed = activityPageSchema.parse(await json(await other.api('/api/social/activity'), 200));
    expect(strangerFeed.items.some((entry) => entry.kind === 'public_list')).toBe(false);

    // Saving again keeps it public; making it private takes it off both.
    const later = { ...shown, updatedAt: list({}, 52).updatedAt };
    expect(cloudListSchema.parse(await json(await put(owner, { list: later }), 200)).public).toBe(true);
    await json(await put(owner, { list: { ...later, updatedAt: list({}, 53).updatedAt }, public: false }), 200);
    expect(
      publicListsResponseSchema.parse(await json(await callApi(server, memberListsPath(owner.id)), 200)).items,
    ).toEqual([]);
    const after = activityPageSchema.parse(await json(await friend.api('/api/social/activity'), 200));
    expect(after.items.some((entry) => entry.kind === 'public_list')).toBe(false);
  });

  it('are hidden with their owner when the owner is banned', async () => {
    const banned = await signedUpMember(server, 'Outlaw');
    await json(await put(banned, { list: list({ name: 'Banned list' }), public: true }), 201);
    await server.app.db.query('UPDATE profiles SET banned = true WHERE id = $1', [banned.id]);
    await json(await callApi(server, memberListsPath(banned.id)), 404);
  });
});

describe('the verdict stored with a list', () => {
  /** A list of the real units (the server checks against the data it has), saved at `minute`. */
  const real = (entries: Parameters<typeof makeList>[0], overrides: Partial<ArmyList> = {}, minute = 0) =>
    list({ entries: makeList(entries).entries, dataVersion: dataPack.version, ...overrides }, minute);

  it('checks each saved list as the builder does and says so to every reader, legal or not', async () => {
    const legal = real(
      [
        { unitId: 'wrathmane', attachedTo: 'e2' },
        { unitId: 'orc-hunters', quantity: 2 },
      ],
      {},
      60,
    );
    const saved = cloudListSchema.parse(await json(await put(owner, { list: legal, public: true }), 201));
    expect(saved.verdict).toEqual({
      legal: true,
      points: 30 + 2 * 20,
      limit: 300,
      dataVersion: dataPack.version,
      issues: [],
    });

    // Two High Commands, a character on a character, a foreign unit and over a 50-point game: an
    // illegal draft is still kept, with what is wrong with it.
    const illegal = real(
      [{ unitId: 'wrathmane' }, { unitId: 'alborc', attachedTo: 'e1' }, { unitId: 'protectors-of-the-forest' }],
      { gameSize: { kind: 'custom', points: 50 } },
      61,
    );
    const kept = cloudListSchema.parse(await json(await put(owner, { list: illegal, public: true }), 201));
    expect(kept.verdict.legal).toBe(false);
    expect(kept.verdict.issues.map((issue) => issue.code).sort()).toEqual(
      ['faction.foreign_unit', 'high_command.too_many', 'join.target_character', 'points.over_limit'].sort(),
    );

    const shared = sharedListResponseSchema.parse(
      await json(await callApi(server, sharedListApiPath(kept.shortCode!)), 200),
    );
    expect(shared.verdict).toEqual(kept.verdict);
    const profile = publicListsResponseSchema.parse(await json(await callApi(server, memberListsPath(owner.id)), 200));
    const badges = Object.fromEntries(profile.items.map((item) => [item.id, item.legal]));
    expect(badges[legal.id]).toBe(true);
    expect(badges[illegal.id]).toBe(false);
    const [row] = await server.app.db.query<{ legal: boolean }>('SELECT legal FROM army_lists WHERE id = $1', [
      illegal.id,
    ]);
    expect(row?.legal).toBe(false);
  });

  it('checks a list against the current data when the version it names is unknown here', async () => {
    const elsewhere = real([{ unitId: 'wrathmane' }, { unitId: 'orc-hunters' }], { dataVersion: 'other-server-9' }, 62);
    const saved = cloudListSchema.parse(await json(await put(owner, { list: elsewhere }), 201));
    expect(saved.verdict).toMatchObject({ legal: true, dataVersion: dataPack.version });
    expect(saved.verdict.issues.map((issue) => issue.code)).toEqual(['data.version_changed']);
  });

  it('gives lists saved before verdicts were kept one when they are read', async () => {
    const old = real([{ unitId: 'orc-hunters' }], {}, 63);
    await json(await put(owner, { list: old, public: true }), 201);
    await server.app.db.query('UPDATE army_lists SET verdict = NULL, legal = NULL WHERE id = $1', [old.id]);
    const read = cloudListSchema.parse(await json(await owner.api(listPath(old.id)), 200));
    expect(read.verdict).toMatchObject({
      legal: false,
      issues: [expect.objectContaining({ code: 'high_command.missing' })],
    });
    const profile = publicListsResponseSchema.parse(await json(await callApi(server, memberListsPath(owner.id)), 200));
    expect(profile.items.find((item) => item.id === old.id)?.legal).toBe(false);
  });
});

describe("an organiser's check", () => {
  const real = (entries: Parameters<typeof makeList>[0], overrides: Partial<ArmyList> = {}, minute = 0) =>
    list({ entries: makeList(entries).entries, dataVersion: dataPack.version, ...overrides }, minute);
  const check = (links: unknown) => callApi(server, LIST_PATHS.check, { method: 'POST', body: { links } });

  it('checks short links, share codes and links to them, one row each, in the order pasted', async () => {
    const legal = real([{ unitId: 'wrathmane', attachedTo: 'e2' }, { unitId: 'orc-hunters' }], { name: 'Clean' }, 70);
    const saved = cloudListSchema.parse(await json(await put(owner, { list: legal, public: true }), 201));
    const illegal = real([{ unitId: 'wrathmane' }, { unitId: 'alborc' }], { name: 'Two chiefs' }, 71);
    const code = encodeListShareCode(illegal);
    const answer = checkListsResponseSchema.parse(
      await json(
        await check([
          `https://rookery.example.org/shared-list/${saved.shortCode}`,
          `  ${code}  `,
          `/shared-list/${encodeURIComponent(code)}/print`,
          'ZZZZZZZZZZ',
          'not a list at all',
        ]),
        200,
      ),
    );
    const [first, second, third, fourth, fifth] = answer.items;
    expect(first).toMatchObject({ status: 'ok', name: 'Clean', player: 'Listwright', points: 50, gameSize: 300 });
    expect(first?.status === 'ok' && first.verdict.legal).toBe(true);
    expect(second).toMatchObject({ status: 'ok', name: 'Two chiefs', player: null, code });
    expect(second?.status === 'ok' && second.verdict.issues.map((issue) => issue.code)).toEqual([
      'high_command.too_many',
    ]);
    expect(third).toMatchObject({ status: 'ok', name: 'Two chiefs' });
    expect(fourth).toEqual({ status: 'unknown', link: 'ZZZZZZZZZZ' });
    expect(fifth).toMatchObject({ status: 'broken', link: 'not a list at all' });
  });

  it('refuses more than 100 lists with a message, and an empty or malformed request with 400', async () => {
    const tooMany = await json<{ code: string; message: string }>(
      await check(Array.from({ length: 101 }, () => 'ZZZZZZZZZZ')),
      400,
    );
    expect(tooMany.code).toBe(LIST_ERROR_CODES.tooManyToCheck);
    expect(tooMany.message).toContain('100');
    for (const body of [[], 'ZZZZZZZZZZ', [42], null]) {
      expect((await check(body)).status).toBe(400);
    }
    expect((await callApi(server, LIST_PATHS.check, { method: 'POST', body: { links: ['x'], extra: 1 } })).status).toBe(
      400,
    );
  });
});
