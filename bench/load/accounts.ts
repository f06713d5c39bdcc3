/**
 * Accounts for the load test, made through the server's own API: the operator's service-role key
 * (signed with the AUTH_JWT_SECRET the server was started with) creates confirmed members and
 * one-time sign-in links, and an admin (ADMIN_EMAIL on start) marks the players as testers.
 * No password is hashed, so setting up hundreds of members stays quick.
 */
import { createJwt } from '../../src/server/auth/jwt';

export interface Member {
  index: number;
  id: string;
  email: string;
  username: string;
  token: string;
}

export const serviceRoleKey = (secret: string) => createJwt(secret).sign({ role: 'service_role' });

async function expectJson<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} failed with ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** Signs an existing account in with a magic link made by the service role. */
export async function signInByLink(baseUrl: string, serviceKey: string, email: string) {
  const link = await expectJson<{ hashed_token: string; id: string }>(
    await fetch(`${baseUrl}/auth/v1/admin/generate_link`, {
      method: 'POST',
      headers: { authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'magiclink', email }),
    }),
    'generate_link',
  );
  const session = await expectJson<{ access_token: string; user: { id: string } }>(
    await fetch(`${baseUrl}/auth/v1/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'magiclink', token_hash: link.hashed_token }),
    }),
    'verify',
  );
  return { id: session.user.id, token: session.access_token };
}

async function createMember(baseUrl: string, serviceKey: string, index: number, runId: string): Promise<Member> {
  const username = `load${runId}m${index}`;
  const email = `${username}@example.org`;
  await expectJson(
    await fetch(`${baseUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, email_confirm: true, user_metadata: { username } }),
    }),
    'create user',
  );
  const { id, token } = await signInByLink(baseUrl, serviceKey, email);
  return { index, id, email, username, token };
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

export function createMembers(baseUrl: string, serviceKey: string, count: number, runId: string): Promise<Member[]> {
  return inBatches(
    Array.from({ length: count }, (_, index) => index),
    8,
    (index) => createMember(baseUrl, serviceKey, index, runId),
  );
}

/** Makes these members testers (online play) through the admin API, as an admin would. */
export async function makeTesters(baseUrl: string, adminToken: string, members: Member[]): Promise<void> {
  await inBatches(members, 8, async (member) => {
    await expectJson(
      await fetch(`${baseUrl}/api/admin/users/${member.id}/roles`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tester: true }),
      }),
      'make tester',
    );
  });
}
