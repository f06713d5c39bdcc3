import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_ERROR_CODES, COLLECTION_PATH, collectionResponseSchema } from '../../../contracts/collection';
import { ERROR_CODES } from '../../../contracts/errors';
import type { CollectionItem } from '../../../domain/army/collection';
import { createTestApp, type TestApp } from '../../../../test/server/app';
import { callApi, signedUpMember, type TestMember } from '../../../../test/server/members';

let server: TestApp;
let owner: TestMember;
let other: TestMember;

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString();
const item = (unitId: string, count: number, minute: number): CollectionItem => ({
  unitId,
  count,
  updatedAt: at(minute),
});

async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}
const save = (who: TestMember, items: unknown) => who.api(COLLECTION_PATH, { method: 'PUT', body: { items } });
const collectionOf = async (who: TestMember) =>
  collectionResponseSchema.parse(await json(await who.api(COLLECTION_PATH), 200)).items;
const rowCount = async () =>
  (await server.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM collection_items'))[0]!.n;

beforeAll(async () => {
  server = await createTestApp();
  [owner, other] = await Promise.all([signedUpMember(server, 'Collector'), signedUpMember(server, 'Neighbour')]);
});
afterAll(async () => server?.close());

describe('a collection in the cloud', () => {
  it('starts empty, keeps what is saved, and is each member’s own', async () => {
    expect(await collectionOf(owner)).toEqual([]);
    const saved = collectionResponseSchema.parse(
      await json(await save(owner, [item('orc-hunters', 3, 0), item('alborc', 1, 0)]), 200),
    );
    expect(saved.items).toEqual([item('alborc', 1, 0), item('orc-hunters', 3, 0)]);
    expect(await collectionOf(owner)).toEqual(saved.items);
    expect(await collectionOf(other)).toEqual([]);
  });

  it('keeps the later change of each unit, so an offline device cannot undo a newer count', async () => {
    await json(await save(owner, [item('orc-hunters', 5, 10)]), 200);
    const after = collectionResponseSchema.parse(
      await json(await save(owner, [item('orc-hunters', 1, 5), item('alborc', 0, 11)]), 200),
    );
    expect(after.items).toEqual([item('alborc', 0, 11), item('orc-hunters', 5, 10)]);
  });

  it('takes a time from the future as now', async () => {
    const future = new Date(Date.now() + 365 * 24 * 3600_000).toISOString();
    const { items } = collectionResponseSchema.parse(
      await json(await save(owner, [{ unitId: 'wisemane', count: 2, updatedAt: future }]), 200),
    );
    const stored = items.find((entry) => entry.unitId === 'wisemane')!;
    expect(Date.parse(stored.updatedAt)).toBeLessThanOrEqual(Date.now());
    // A real later change still wins over it.
    await json(
      await save(owner, [{ unitId: 'wisemane', count: 4, updatedAt: new Date(Date.now() + 1000).toISOString() }]),
      200,
    );
    expect((await collectionOf(owner)).find((entry) => entry.unitId === 'wisemane')?.count).toBe(4);
  });
});

describe('bad input changes nothing', () => {
  it('refuses unknown units with a stable code and saves none of the request', async () => {
    const before = await rowCount();
    const body = await json<{ code: string; message: string }>(
      await save(other, [item('orc-hunters', 1, 0), item('dragon-of-the-north', 1, 0)]),
      400,
    );
    expect(body.code).toBe(COLLECTION_ERROR_CODES.unknownUnit);
    expect(body.message).toContain('dragon-of-the-north');
    expect(await rowCount()).toBe(before);
  });

  it.each([
    ['a negative count', [{ unitId: 'alborc', count: -1, updatedAt: at(0) }]],
    ['a fractional count', [{ unitId: 'alborc', count: 1.5, updatedAt: at(0) }]],
    ['a count above 999', [{ unitId: 'alborc', count: 1000, updatedAt: at(0) }]],
    ['a unit twice', [item('alborc', 1, 0), item('alborc', 2, 1)]],
    ['no items', []],
    ['a bad date', [{ unitId: 'alborc', count: 1, updatedAt: 'yesterday' }]],
    ['a time before 2000', [{ unitId: 'alborc', count: 1, updatedAt: '0000-01-01T00:00:00Z' }]],
    ['an id that is not a slug', [{ unitId: '../etc', count: 1, updatedAt: at(0) }]],
    ['extra fields', [{ ...item('alborc', 1, 0), owner: 'x' }]],
  ])('refuses %s with 400', async (_, items) => {
    const before = await rowCount();
    const body = await json<{ code: string }>(await save(other, items), 400);
    expect(body.code).toBe(ERROR_CODES.validation);
    expect(await rowCount()).toBe(before);
  });

  it('asks visitors to sign in', async () => {
    expect((await callApi(server, COLLECTION_PATH)).status).toBe(401);
    expect(
      (await callApi(server, COLLECTION_PATH, { method: 'PUT', body: { items: [item('alborc', 1, 0)] } })).status,
    ).toBe(401);
  });
});
