import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DATA_VERSION, dataPack } from '../../../data';
import { createTestDatabase, type TestDatabase } from '../../../../test/server/database';
import { dataPackVersions } from '../unit-data/schema';
import { databaseDataPackSource } from './data-pack-source';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

const store = (version: string, active: boolean) =>
  database.db.orm.insert(dataPackVersions).values({ version, pack: { ...dataPack, version }, active });

describe('the published data pack, as a server remembers it', () => {
  it('sees a publish at once after forget(), and from another server after the recheck time', async () => {
    // A server that would recheck only after a minute, and one that rechecks every time.
    const patient = databaseDataPackSource(database.db, undefined, 60_000);
    const eager = databaseDataPackSource(database.db, undefined, 0);
    expect((await patient.current()).version).toBe(DATA_VERSION);
    expect((await eager.current()).version).toBe(DATA_VERSION);

    await store('2099.1', true);
    // The eager server asks again and finds it; the patient one still answers from memory…
    expect((await eager.current()).version).toBe('2099.1');
    expect((await patient.current()).version).toBe(DATA_VERSION);
    // …until told that something was published (what the publish route does on its own server).
    patient.forget();
    const current = await patient.current();
    expect(current.version).toBe('2099.1');
    expect(current.pack.units).toHaveLength(dataPack.units.length);
    // A published version is parsed and compressed once, then kept.
    expect(await patient.byVersion('2099.1')).toBe(current);
  });

  it('remembers an unknown version for the recheck time, and finds it once published', async () => {
    const source = databaseDataPackSource(database.db, undefined, 60_000);
    expect(await source.byVersion('2099.2')).toBeUndefined();
    expect(await source.has('2099.2')).toBe(false);
    await store('2099.2', false);
    expect(await source.byVersion('2099.2')).toBeUndefined();
    source.forget();
    expect(await source.has('2099.2')).toBe(true);
    expect((await source.byVersion('2099.2'))?.version).toBe('2099.2');
    // Not active: the current pack is still the one published first.
    expect((await source.current()).version).toBe('2099.1');
  });

  it('goes back to the bundled pack when no version is active', async () => {
    const source = databaseDataPackSource(database.db, undefined, 0);
    await database.db.orm.update(dataPackVersions).set({ active: false }).where(eq(dataPackVersions.active, true));
    expect((await source.current()).version).toBe(DATA_VERSION);
  });
});
