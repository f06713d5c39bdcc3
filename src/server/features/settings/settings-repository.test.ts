import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/server/database';
import { settingsRepository } from './settings-repository';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

describe('settings repository', () => {
  it('stores, reads and overwrites JSON values', async () => {
    const settings = settingsRepository(database.db.orm);
    expect(await settings.get('flags')).toBeUndefined();
    await settings.set('flags', { builder: true });
    expect(await settings.get('flags')).toEqual({ builder: true });
    await settings.set('flags', { builder: false, tracker: true });
    expect(await settings.get('flags')).toEqual({ builder: false, tracker: true });
  });

  it('getOrInit keeps the first value', async () => {
    const settings = settingsRepository(database.db.orm);
    expect(await settings.getOrInit('instance', { id: 'first' })).toEqual({ id: 'first' });
    expect(await settings.getOrInit('instance', { id: 'second' })).toEqual({ id: 'first' });
  });
});
