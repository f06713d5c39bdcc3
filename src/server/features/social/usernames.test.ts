import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_PATHS } from '../../../contracts/social';
import { createTestApp, type TestApp } from '../../../../test/server/app';
import { signedUpMember, type TestMember } from '../../../../test/server/members';

/** Look-alike names (issue 15, item 8): a name that looks like a taken one cannot be had. */

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '100' });
});
afterAll(async () => server.close());

const rename = (member: TestMember, username: string) =>
  member.api(SOCIAL_PATHS.myProfile, { method: 'PATCH', body: { username } });

async function usernameOf(member: TestMember): Promise<string | null> {
  return ((await (await member.api('/api/profiles/me')).json()) as { username: string | null }).username;
}

describe('look-alike usernames', () => {
  it('refuses every look-alike of a taken name, with 409 or a 400 that says why', async () => {
    const alice = await signedUpMember(server);
    expect((await rename(alice, 'alice')).status).toBe(200);
    const mallory = await signedUpMember(server);

    for (const [name, status, code] of [
      ['alice\u200b', 400, 'username_invisible_characters'],
      ['al\u00adice', 400, 'username_invisible_characters'],
      ['alic\u0435', 400, 'username_mixed_scripts'],
      ['\u0430lice', 400, 'username_mixed_scripts'],
      ['ａｌｉｃｅ', 409, 'username_taken'],
      ['ALICE', 409, 'username_taken'],
      ['Alice', 409, 'username_taken'],
      ['  alice  ', 409, 'username_taken'],
    ] as const) {
      const response = await rename(mallory, name);
      expect(response.status, JSON.stringify(name)).toBe(status);
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code, JSON.stringify(name)).toBe(code);
      expect(body.message).toMatch(/\w{3,}/);
    }
    expect(await usernameOf(mallory)).toBeNull();
    expect(await usernameOf(alice)).toBe('alice');
    // Their own name, in another case, is still theirs to take.
    expect((await rename(alice, 'ALICE')).status).toBe(200);
  });

  it('refuses a name with a bidirectional override with 400 and a readable message', async () => {
    const member = await signedUpMember(server);
    const response = await rename(member, 'gnp.\u202eexe');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string; details: unknown };
    expect(body.code).toBe('username_invisible_characters');
    expect(body.message).toContain('invisible');
    expect(body.details).toEqual({ fields: [{ path: 'username', message: body.message }] });
    expect((await rename(member, '\u2066admin\u2069')).status).toBe(400);
    expect(await usernameOf(member)).toBeNull();
  });

  it('treats a name wholly in Cyrillic that reads as a taken Latin one as taken', async () => {
    const first = await signedUpMember(server);
    expect((await rename(first, 'cope')).status).toBe(200);
    const second = await signedUpMember(server);
    // с, о, р and е, all Cyrillic.
    const response = await rename(second, '\u0441\u043e\u0440\u0435');
    expect(response.status).toBe(409);
    expect((await response.json()).code).toBe('username_taken');
  });

  it('accepts names in one alphabet, accents, digits and the usual punctuation', async () => {
    for (const name of ['Иван', 'José', 'Chloé', 'Ὀδυσσεύς', 'j.doe_99-x', 'Anna Maria', '山田 Taro']) {
      const member = await signedUpMember(server);
      const response = await rename(member, name);
      expect(response.status, name).toBe(200);
      expect(await usernameOf(member)).toBe(name);
    }
    const other = await signedUpMember(server);
    expect((await rename(other, 'ИВАН')).status).toBe(409);
    expect((await rename(other, 'JOSÉ')).status).toBe(409);
  });

  it('signs up without a username when the one asked for is refused or looks like a taken one', async () => {
    const first = await signedUpMember(server, 'Raven');
    expect(await usernameOf(first)).toBe('Raven');
    expect(await usernameOf(await signedUpMember(server, 'ＲＡＶＥＮ'))).toBeNull();
    expect(await usernameOf(await signedUpMember(server, 'R\u0430ven'))).toBeNull();
    expect(await usernameOf(await signedUpMember(server, 'Raven\u200d'))).toBeNull();
    expect(await usernameOf(await signedUpMember(server, 'Рика'))).toBe('Рика');
  });
});
