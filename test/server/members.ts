import { authClient, GOOD_PASSWORD, lastMail, uniqueEmail } from './auth-support';
import type { TestApp } from './app';

export interface TestMember {
  id: string;
  token: string;
  email: string;
  /** Calls the API as this member over real HTTP; JSON bodies are sent as JSON. */
  api(path: string, init?: { method?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response>;
}

/** A member who signed up and confirmed their address, as a browser would. */
export async function signedUpMember(server: TestApp, username?: string): Promise<TestMember> {
  const email = uniqueEmail(username ? username.replace(/\W/g, '') || 'player' : 'player');
  const client = authClient(server);
  await client.signUp({ email, password: GOOD_PASSWORD, options: { data: username ? { username } : {} } });
  await client.verifyOtp({ email, token: (await lastMail(server, email))!.code!, type: 'signup' });
  const session = (await client.getSession()).data.session!;
  const token = session.access_token;
  return {
    id: session.user.id,
    token,
    email,
    api: (path, init = {}) => callApi(server, path, { ...init, token }),
  };
}

/** Calls the API over real HTTP, as a member when a token is given. */
export function callApi(
  server: TestApp,
  path: string,
  {
    method = 'GET',
    body,
    headers = {},
    token,
  }: { method?: string; body?: unknown; headers?: Record<string, string>; token?: string } = {},
): Promise<Response> {
  const isRaw = body instanceof Uint8Array || typeof body === 'string';
  return fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined && !isRaw ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isRaw ? (body as BodyInit) : JSON.stringify(body),
  });
}
