import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playModeSettingSchema } from '../../../contracts/settings';
import { signedInAdmin } from '../../../../test/server/abuse/cast';
import { createTestApp, type TestApp } from '../../../../test/server/app';
import { callApi, signedUpMember, type TestMember } from '../../../../test/server/members';
import { PLAY_MODE_SETTING_KEY, readPlayModeAudience } from './play-mode';
import { settingsRepository } from './settings-repository';

let server: TestApp;
let admin: TestMember;
let member: TestMember;

beforeAll(async () => {
  server = await createTestApp();
  [admin, member] = await Promise.all([signedInAdmin(server), signedUpMember(server, 'Plain')]);
});
afterAll(async () => server?.close());

const read = async () => {
  const response = await callApi(server, '/api/settings/play-mode');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return playModeSettingSchema.parse(await response.json()).audience;
};
const put = (who: TestMember | null, body: unknown) =>
  who
    ? who.api('/api/admin/settings/play-mode', { method: 'PUT', body })
    : callApi(server, '/api/admin/settings/play-mode', { method: 'PUT', body });

describe('the play-mode setting', () => {
  it('is everyone until an admin chooses, and anyone may read it', async () => {
    expect(await read()).toBe('everyone');
  });

  it('is changed by admins only, to one of the three audiences', async () => {
    const saved = await put(admin, { audience: 'testers' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ audience: 'testers' });
    expect(await read()).toBe('testers');

    expect((await put(member, { audience: 'everyone' })).status).toBe(403);
    expect((await put(null, { audience: 'everyone' })).status).toBe(401);
    for (const body of [{}, { audience: 'admins' }, { audience: 'everyone', extra: true }, ['testers']]) {
      expect((await put(admin, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await read()).toBe('testers');

    expect((await put(admin, { audience: 'members' })).status).toBe(200);
    expect(await read()).toBe('members');
    expect((await put(admin, { audience: 'everyone' })).status).toBe(200);
    expect(await read()).toBe('everyone');
  });

  it('falls back to everyone when the stored value is not one it knows', async () => {
    await settingsRepository(server.app.db.orm).set(PLAY_MODE_SETTING_KEY, { audience: 'nobody' });
    expect(await readPlayModeAudience(server.app.db.orm)).toBe('everyone');
    expect(await read()).toBe('everyone');
    await settingsRepository(server.app.db.orm).set(PLAY_MODE_SETTING_KEY, { audience: 'everyone' });
  });
});
