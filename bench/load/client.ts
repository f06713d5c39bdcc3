/**
 * The load generator's HTTP client: undici's own request API on one keep-alive agent. It shares
 * the two cores with the server under test, so it should cost as little as it can: `fetch` built
 * a WHATWG stream, a timer signal and a Response per request, and decompressed every answer, which
 * took about as much CPU as the server spent answering (decision 37). Every request asks for
 * compressed answers, as a browser does, so the server compresses what it would for a visitor;
 * a body is decompressed only when it is read as JSON (a browser's own decompression happens on
 * the visitor's machine, not the server's).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Agent, request } from 'undici';

/** How long a request may go without an answer before it counts as timed out (autocannon and this client alike). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** An answer read in full: its status and body. */
export interface Answer {
  status: number;
  ok: boolean;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

const agent = new Agent({
  keepAliveTimeout: 30_000,
  headersTimeout: REQUEST_TIMEOUT_MS,
  bodyTimeout: REQUEST_TIMEOUT_MS,
});

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Sends one request and reads its whole body. */
export async function send(url: string, options: SendOptions = {}): Promise<Answer> {
  const answer = await request(url, {
    method: (options.method ?? 'GET') as 'GET',
    headers: { 'accept-encoding': 'br, gzip', ...options.headers },
    body: options.body,
    dispatcher: agent,
  });
  const bytes = Buffer.from(await answer.body.arrayBuffer());
  const encoding = answer.headers['content-encoding'];
  const text = () =>
    (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString(
      'utf8',
    );
  return {
    status: answer.statusCode,
    ok: answer.statusCode >= 200 && answer.statusCode < 300,
    text: async () => text(),
    json: async () => JSON.parse(text()) as unknown,
  };
}

/** undici's names for a request that got no headers, or no whole body, in time. */
export function isClientTimeout(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
}
