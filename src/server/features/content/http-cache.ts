import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EncodedBody } from '../../encoded-body';
import { matchesEtag } from '../../etag';
import { VARY } from '../../vary';

/** Published content may be cached briefly and then revalidated with its ETag. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
/** The changelog is always fetched fresh (spec §7 "Static"). */
export const NO_CACHE_HEADERS = {
  'Cache-Control': 'no-cache, no-store, must-revalidate',
  Pragma: 'no-cache',
  Expires: '0',
} as const;

/** Published answers kept at most: every language of every chapter, section and FAQ entry fits. */
const KEPT_ANSWERS = 2_000;

export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** A published answer as it is sent: its JSON (with its encodings) and its ETag. */
export interface PublishedAnswer {
  body: EncodedBody;
  etag: string;
}

/**
 * Answers built from published content, kept with the content revision they were built at and
 * sent again while the revision is the same: one small read instead of the content's statements,
 * its sanitising, its encoding and its compression. The revision is read before building, so an
 * answer built while the content changed is kept under the older revision and built again next time.
 */
export function publishedAnswers(revision: () => Promise<number>) {
  const kept = new Map<string, { revision: number; answer: PublishedAnswer }>();
  /** The kept answer for `key` while the revision is the same, else the one `build` makes (null is not kept). */
  const keep = async (key: string, build: () => Promise<string | null>): Promise<PublishedAnswer | null> => {
    const current = await revision();
    const earlier = kept.get(key);
    if (earlier?.revision === current) return earlier.answer;
    const text = await build();
    if (text === null) return null;
    const answer = { body: new EncodedBody(text), etag: etagOf(text) };
    kept.delete(key);
    kept.set(key, { revision: current, answer });
    if (kept.size > KEPT_ANSWERS) kept.delete(kept.keys().next().value!);
    return answer;
  };
  return {
    /**
     * The answer for `key` (which names everything the answer depends on), built by `build` and
     * written through its contract (only the fields the contract names go out); null when `build`
     * finds nothing, which is not kept.
     */
    async get<Schema extends z.ZodType, Value extends z.output<Schema> | null>(
      key: string,
      schema: Schema,
      build: () => Promise<Value>,
    ): Promise<Value extends null ? null : PublishedAnswer> {
      type Answer = Value extends null ? null : PublishedAnswer;
      return (await keep(key, async () => {
        const value = await build();
        return value === null ? null : JSON.stringify(z.encode(schema, value));
      })) as Answer;
    },
    /** The same for a text sent as it is (the changelog's Markdown): null when `build` finds none. */
    text: keep,
  };
}

/** Sends a published answer with its ETag and Cache-Control, or 304 when the client already has it. */
export function sendPublished(request: FastifyRequest, reply: FastifyReply, answer: PublishedAnswer) {
  reply.header('ETag', answer.etag).header('Cache-Control', CONTENT_CACHE_CONTROL).header('Vary', VARY.encoding);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  reply.status(200).type('application/json; charset=utf-8');
  return answer.body.send(request, reply);
}
