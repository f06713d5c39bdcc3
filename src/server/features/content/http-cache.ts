import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { VARY } from '../../vary';

/** Published content may be cached briefly and then revalidated with its ETag. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
/** The changelog is always fetched fresh (spec §7 "Static"). */
export const NO_CACHE_HEADERS = {
  'Cache-Control': 'no-cache, no-store, must-revalidate',
  Pragma: 'no-cache',
  Expires: '0',
} as const;

export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends JSON with an ETag and Cache-Control, or 304 when the client already has this version.
 * The body is written through its contract here (the ETag needs the text before Fastify would
 * serialise it), so only the fields the contract names go out.
 */
export function sendCachedJson<Schema extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: Schema,
  value: z.output<Schema>,
) {
  const body = JSON.stringify(z.encode(schema, value));
  const etag = etagOf(body);
  reply.header('ETag', etag).header('Cache-Control', CONTENT_CACHE_CONTROL).header('Vary', VARY.encoding);
  if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.status(200).type('application/json; charset=utf-8').send(body);
}
