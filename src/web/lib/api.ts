import type { z } from 'zod';

/** An error answer from our API: the HTTP status plus the stable code and message it sent. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type Transport = (path: string, init?: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/**
 * Every request of the app to its own server goes through here. In the browser that is fetch;
 * when the server renders a page it answers these itself, in process (see entry-server.tsx).
 */
export function appFetch(path: string, init?: RequestInit): Promise<Response> {
  return transport(path, init);
}

export function setTransport(next: Transport): void {
  transport = next;
}

let accessTokenProvider: () => Promise<string | null> = async () => null;

/** The auth client registers how to get the current access token; requests then carry it. */
export function setAccessTokenProvider(provider: () => Promise<string | null>): void {
  accessTokenProvider = provider;
}

/**
 * How long a sign-out waits for requests already sent with the token. A slow answer (a busy phone,
 * a weak connection) can take several seconds, and one cut off by the sign-out is refused and
 * logged by the browser; only a dead connection holds the sign-out back this long.
 */
const SIGN_OUT_WAIT_MS = 10_000;

/** Requests that carry a token and have not been answered yet. */
const withToken = new Set<Promise<unknown>>();
let signOutGate: Promise<void> | null = null;

/**
 * Runs a sign-out so that no request meets a session the server has just ended: requests already
 * sent with the token are answered first, and requests made meanwhile wait for the outcome. A
 * request that had a token before and has none after ends here as `session_ended`, without
 * reaching the server (which would refuse it, and the browser would log that refusal).
 */
export async function whileSigningOut<T>(work: () => Promise<T>): Promise<T> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  signOutGate = gate;
  try {
    // A request that hangs (a dead connection) holds the sign-out back a little, not for ever.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, SIGN_OUT_WAIT_MS)));
    await Promise.race([Promise.allSettled([...withToken]), bound]);
    clearTimeout(timer);
    return await work();
  } finally {
    if (signOutGate === gate) signOutGate = null;
    open();
  }
}

async function currentToken(): Promise<string | null> {
  const token = await accessTokenProvider();
  if (!signOutGate) return token;
  while (signOutGate) await signOutGate;
  const after = await accessTokenProvider();
  if (token && !after) throw new ApiRequestError(401, 'session_ended', 'You have signed out.');
  return after;
}

/**
 * Reads a public JSON answer that the caller checks by hand, for the few reads on a public page's
 * first load, which does not carry the schema library. Failures become ApiRequestError as in
 * apiFetch; an unreadable body reads as null.
 */
export async function fetchPublicJson(path: string): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await appFetch(path, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new ApiRequestError(0, 'network_error', error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) throw new ApiRequestError(response.status, 'http_error', response.statusText);
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}

interface ApiOptions extends Omit<RequestInit, 'body'> {
  /** Sent as JSON; a Blob (a File from an input) is sent as it is, with its own type. */
  body?: unknown;
  /**
   * Only a signed-in member may ask: without a token the request ends here as `session_ended`
   * rather than reaching the server, which would refuse it (a read refreshed in the instant
   * between a sign-out and the page learning of it).
   */
  member?: boolean;
}

/**
 * Calls our JSON API and parses the answer with its contract. Network failures and error
 * answers become ApiRequestError (status 0 for the network), so callers handle one kind of error.
 */
export async function apiFetch<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  { body, headers, member = false, ...init }: ApiOptions = {},
): Promise<z.infer<Schema>> {
  let token = await currentToken();
  // A sign-out that began while the token was being read has not seen this request: wait for it
  // too. Nothing is awaited between this check and the request joining `withToken`, so from here
  // on a sign-out waits for this answer before it ends the session.
  while (token !== null && signOutGate) token = await currentToken();
  if (member && token === null) throw new ApiRequestError(401, 'session_ended', 'You have signed out.');
  const isFile = typeof Blob !== 'undefined' && body instanceof Blob;
  let response: Response;
  try {
    const request = appFetch(path, {
      ...init,
      headers: {
        accept: 'application/json',
        ...(body !== undefined && !isFile ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: isFile ? (body as Blob) : body !== undefined ? JSON.stringify(body) : undefined,
    });
    if (token) {
      withToken.add(request);
      void request.then(
        () => withToken.delete(request),
        () => withToken.delete(request),
      );
    }
    response = await request;
  } catch (error) {
    throw new ApiRequestError(0, 'network_error', error instanceof Error ? error.message : 'Network error');
  }
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiRequestError(response.status, 'invalid_response', 'The server sent an unreadable answer.');
  }
  if (!response.ok) {
    const error = (json ?? {}) as { code?: string; message?: string; details?: unknown };
    throw new ApiRequestError(
      response.status,
      error.code ?? 'http_error',
      error.message ?? response.statusText,
      error.details,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiRequestError(response.status, 'invalid_response', parsed.error.message);
  return parsed.data;
}
