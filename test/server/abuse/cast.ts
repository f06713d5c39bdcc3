import { authClient, GOOD_PASSWORD, uniqueEmail } from '../auth-support';
import { ensureAdmin } from '../../../src/server/features/profiles/ensure-admin';
import type { TestApp } from '../app';
import { callApi, signedUpMember, type TestMember } from '../members';

/** Who calls a route in the abuse tests. */
export const ROLES = ['guest', 'banned', 'other', 'tester', 'admin', 'member'] as const;
export type Role = (typeof ROLES)[number];

/** A caller without a session: every call goes out without a token. */
export function guest(server: TestApp): TestMember {
  return { id: '', token: '', email: '', api: (path, init = {}) => callApi(server, path, init) };
}

/** An administrator made the way a club's first admin is (ADMIN_EMAIL), then signed in. */
export async function signedInAdmin(server: TestApp): Promise<TestMember> {
  const email = uniqueEmail('admin');
  await ensureAdmin(server.app.auth, email, { info: () => {} }, GOOD_PASSWORD);
  const { data, error } = await authClient(server).signInWithPassword({ email, password: GOOD_PASSWORD });
  if (error) throw error;
  const token = data.session!.access_token;
  return { id: data.user!.id, token, email, api: (path, init = {}) => callApi(server, path, { ...init, token }) };
}

/** A member an admin made a tester through the admin API. */
export async function tester(server: TestApp, admin: TestMember, name = 'Tess'): Promise<TestMember> {
  const someone = await signedUpMember(server, name);
  const response = await admin.api(`/api/admin/users/${someone.id}/roles`, { method: 'POST', body: { tester: true } });
  if (response.status !== 200) throw new Error(`could not make a tester: ${response.status} ${await response.text()}`);
  return someone;
}

/** A member who signed in and was banned by an admin afterwards; their token is still well signed. */
export async function bannedMember(server: TestApp, admin: TestMember, name = 'Outcast'): Promise<TestMember> {
  const someone = await signedUpMember(server, name);
  const response = await admin.api(`/api/admin/users/${someone.id}/ban`, { method: 'POST', body: { banned: true } });
  if (response.status !== 200) throw new Error(`could not ban: ${response.status} ${await response.text()}`);
  return someone;
}

/** Calls a route as someone over real HTTP without following redirects, so a redirect shows as 3xx. */
export function call(
  server: TestApp,
  who: TestMember,
  path: string,
  { method = 'GET', body }: { method?: string; body?: unknown } = {},
): Promise<Response> {
  const raw = typeof body === 'string';
  return fetch(`${server.baseUrl}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
      ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
  });
}
