import { vi } from 'vitest';

/** What a test's stand-in server answers: JSON with a status (200 when left out). */
export type ApiAnswer = { status?: number; body: unknown };

/**
 * Answers the app's requests in place of the server: `handler` gets each request's address and
 * options and gives the JSON answer, or undefined for 404 `not_found`. Returns the fetch spy, so
 * a test can count the calls; restored with `vi.restoreAllMocks()`.
 */
export function serveApi(handler: (url: string, init: RequestInit) => ApiAnswer | undefined) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = String(input);
    const answer = handler(url, init) ?? { status: 404, body: { code: 'not_found', message: url } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}
