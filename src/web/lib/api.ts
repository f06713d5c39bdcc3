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

let accessTokenProvider: () => Promise<string | null> = async () => null;

/** The auth client registers how to get the current access token; requests then carry it. */
export function setAccessTokenProvider(provider: () => Promise<string | null>): void {
  accessTokenProvider = provider;
}

interface ApiOptions extends Omit<RequestInit, 'body'> {
  /** Sent as JSON; a Blob (a File from an input) is sent as it is, with its own type. */
  body?: unknown;
}

/**
 * Calls our JSON API and parses the answer with its contract. Network failures and error
 * answers become ApiRequestError (status 0 for the network), so callers handle one kind of error.
 */
export async function apiFetch<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  { body, headers, ...init }: ApiOptions = {},
): Promise<z.infer<Schema>> {
  const token = await accessTokenProvider();
  const isFile = typeof Blob !== 'undefined' && body instanceof Blob;
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: {
        accept: 'application/json',
        ...(body !== undefined && !isFile ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: isFile ? (body as Blob) : body !== undefined ? JSON.stringify(body) : undefined,
    });
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
