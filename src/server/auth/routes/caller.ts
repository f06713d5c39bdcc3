import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../context';
import { authenticate, type Caller } from '../sessions';

/** Each request's session, checked once however many steps ask. */
const callers = new WeakMap<FastifyRequest, Promise<Caller>>();

/** The user and session behind a request's bearer token, or GoTrue's 401/403. */
export function callerOf(context: AuthContext, request: FastifyRequest): Promise<Caller> {
  let caller = callers.get(request);
  if (!caller) {
    caller = authenticate(context, request.headers.authorization);
    callers.set(request, caller);
  }
  return caller;
}

/**
 * A route's preValidation step where GoTrue checks the token first: a caller without a session
 * hears 401 or 403, never what was wrong with input they may not send.
 */
export const callerFirst = (context: AuthContext) => async (request: FastifyRequest) => {
  await callerOf(context, request);
};
