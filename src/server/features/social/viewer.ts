import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember, type Member } from '../../plugins/auth-guard';

/** The signed-in member, or null for a guest; a token that is sent must still be valid. */
export async function optionalMember(app: FastifyInstance, request: FastifyRequest): Promise<Member | null> {
  return request.headers.authorization ? requireMember(app, request) : null;
}

/** A route's preValidation step for what guests may read: a token that is sent is checked before the input. */
export const viewerFirst = (app: FastifyInstance) => async (request: FastifyRequest) => {
  await optionalMember(app, request);
};
