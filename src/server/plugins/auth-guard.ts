import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../contracts/errors';
import { AuthError } from '../auth/errors';
import { authenticate, type Caller } from '../auth/sessions';
import { HttpError } from '../http-error';

export interface Member extends Caller {
  isAdmin: boolean;
  isTester: boolean;
}

/** Each request's member, looked up once however many steps ask. */
const members = new WeakMap<FastifyRequest, Promise<Member>>();

/** The signed-in member behind a request to /api, or a 401/403 in our API's error shape. */
export function requireMember(app: FastifyInstance, request: FastifyRequest): Promise<Member> {
  let member = members.get(request);
  if (!member) {
    member = findMember(app, request);
    members.set(request, member);
  }
  return member;
}

/**
 * A route's preValidation step for what only members may do: who is asking is settled before the
 * route's contract reads the input, so a caller without a session hears 401, not what was wrong
 * with a body they may not send at all.
 */
export const memberFirst = (app: FastifyInstance) => async (request: FastifyRequest) => {
  await requireMember(app, request);
};

async function findMember(app: FastifyInstance, request: FastifyRequest): Promise<Member> {
  let caller: Caller;
  try {
    caller = await authenticate(app.auth, request.headers.authorization);
  } catch (error) {
    if (error instanceof AuthError) {
      const status = error.errorCode === 'user_banned' ? 403 : 401;
      throw new HttpError(status, status === 403 ? ERROR_CODES.forbidden : ERROR_CODES.unauthorized, error.message);
    }
    throw error;
  }
  return { ...caller, isAdmin: caller.roles.admin, isTester: caller.roles.tester };
}

/**
 * Like requireMember, for what only members with an account may do (messages, comments, friend
 * requests): a guest signed in anonymously is refused with a stable code and an invitation to sign
 * up (decision 0029).
 */
export async function requireAccountMember(app: FastifyInstance, request: FastifyRequest): Promise<Member> {
  const member = await requireMember(app, request);
  if (member.user.is_anonymous) {
    throw new HttpError(
      403,
      ERROR_CODES.anonymousNotAllowed,
      'Guests cannot do this. Create an account (your lists and games come with you) or sign in.',
    );
  }
  return member;
}

/** Like requireMember, and the member must be an admin (wab_admin). */
export async function requireAdmin(app: FastifyInstance, request: FastifyRequest): Promise<Member> {
  const member = await requireMember(app, request);
  if (!member.isAdmin) throw new HttpError(403, ERROR_CODES.forbidden, 'This needs an administrator account.');
  return member;
}

/** memberFirst for what only members with an account may do: a guest hears 403 before any 400. */
export const accountMemberFirst = (app: FastifyInstance) => async (request: FastifyRequest) => {
  await requireAccountMember(app, request);
};

/** memberFirst for what only admins may do: anyone else hears 401 or 403 before any 400. */
export const adminFirst = (app: FastifyInstance) => async (request: FastifyRequest) => {
  await requireAdmin(app, request);
};
