import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiFetch, ApiRequestError, setAccessTokenProvider, setTransport, whileSigningOut } from './api';

const okSchema = z.object({ ok: z.boolean() });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  setTransport((path, init) => fetch(path, init));
  setAccessTokenProvider(async () => null);
});

describe('signing out', () => {
  it('lets requests already sent with the token finish before the session ends', async () => {
    const events: string[] = [];
    const answer = deferred<Response>();
    setAccessTokenProvider(async () => 'token');
    setTransport((path) => {
      events.push(`sent ${path}`);
      return answer.promise;
    });
    const inFlight = apiFetch('/api/notifications', okSchema);
    await expect.poll(() => events).toEqual(['sent /api/notifications']);

    const signedOut = whileSigningOut(async () => {
      events.push('sign-out');
    });
    answer.resolve(json({ ok: true }));
    await expect(inFlight).resolves.toEqual({ ok: true });
    await signedOut;
    expect(events).toEqual(['sent /api/notifications', 'sign-out']);
  });

  it('ends a request made during sign-out here, when no token is left, without sending it', async () => {
    let token: string | null = 'token';
    const sent: string[] = [];
    setAccessTokenProvider(async () => token);
    setTransport(async (path) => {
      sent.push(path);
      return json({ ok: true });
    });
    const release = deferred<void>();
    const signedOut = whileSigningOut(async () => {
      await release.promise;
      token = null;
    });
    const during = apiFetch('/api/notifications', okSchema);
    release.resolve();
    await signedOut;
    const error = await during.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, code: 'session_ended' });
    expect(sent).toEqual([]);
  });

  it('sends a request made during a sign-out that failed, with the token still held', async () => {
    const sent: Array<string | null> = [];
    setAccessTokenProvider(async () => 'token');
    setTransport(async (_path, init) => {
      sent.push(new Headers(init?.headers).get('authorization'));
      return json({ ok: true });
    });
    const release = deferred<void>();
    const signedOut = whileSigningOut(() => release.promise);
    const during = apiFetch('/api/lists', okSchema);
    release.resolve();
    await signedOut;
    await expect(during).resolves.toEqual({ ok: true });
    expect(sent).toEqual(['Bearer token']);
  });

  it('ends a members-only read made after the sign-out here, and sends the same read with a token', async () => {
    let token: string | null = null;
    const sent: Array<string | null> = [];
    setAccessTokenProvider(async () => token);
    setTransport(async (_path, init) => {
      sent.push(new Headers(init?.headers).get('authorization'));
      return json({ ok: true });
    });
    const error = await apiFetch('/api/notifications', okSchema, { member: true }).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status: 401, code: 'session_ended' });
    await expect(apiFetch('/api/news', okSchema)).resolves.toEqual({ ok: true });
    token = 'token';
    await expect(apiFetch('/api/notifications', okSchema, { member: true })).resolves.toEqual({ ok: true });
    expect(sent).toEqual([null, 'Bearer token']);
  });
});
