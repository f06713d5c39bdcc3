import type { FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_CODES } from '../../contracts/errors';
import { createRateLimiter } from '../auth/rate-limit';
import { HttpError } from '../http-error';

/** What one member may do only so often: writing to others, uploading, guessing join codes. */
export type LimitedAction =
  'message' | 'comment' | 'friend_request' | 'report' | 'data_report' | 'avatar' | 'join_code' | 'client_error';

const WINDOW_MS = 60_000;
const limiters = new WeakMap<FastifyInstance, ReturnType<typeof createRateLimiter>>();

/**
 * Counts one attempt at `action` by `who` (a member id, or the address for calls without a
 * session) and refuses it with 429 `rate_limited` once over MEMBER_RATE_LIMIT_PER_MINUTE in the
 * current minute. Each action has its own count; each instance counts its own traffic.
 */
export function takeMemberLimit(app: FastifyInstance, reply: FastifyReply, action: LimitedAction, who: string): void {
  let limiter = limiters.get(app);
  if (!limiter) {
    limiter = createRateLimiter(app.config.MEMBER_RATE_LIMIT_PER_MINUTE, WINDOW_MS);
    limiters.set(app, limiter);
  }
  if (limiter.take(`${action}:${who}`)) return;
  reply.header('retry-after', String(WINDOW_MS / 1000));
  throw new HttpError(429, ERROR_CODES.rateLimited, 'Too many requests: wait a minute and try again.');
}
