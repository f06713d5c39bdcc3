import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  profileRefParamsSchema,
  profileUpdateBodySchema,
  publicProfileSchema,
  refusedUsername,
  SOCIAL_PATHS,
  USERNAME_ISSUE_MESSAGES,
  usernameErrorCode,
  userSearchQuerySchema,
  userSearchResultSchema,
} from '../../../contracts/social';
import { HttpError } from '../../http-error';
import { memberFirst, requireMember } from '../../plugins/auth-guard';
import { findMemberByRef, notFoundMember, requireVisibleMember } from './members';
import { optionalMember } from './viewer';

/**
 * A refused username has its own code (username_mixed_scripts…), so the form can say why; this
 * runs before the contract, which answers any other mistake with the uniform 400.
 */
async function usernameFirst(request: FastifyRequest): Promise<void> {
  const parsed = profileUpdateBodySchema.safeParse(request.body);
  const issue = parsed.success ? null : refusedUsername(parsed.error);
  if (issue) {
    const message = USERNAME_ISSUE_MESSAGES[issue];
    throw new HttpError(400, usernameErrorCode(issue), message, { fields: [{ path: 'username', message }] });
  }
}

/** Public profiles (anyone may look), editing one's own, and finding members (signed in). */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { profiles } = app.repositories.social;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['social'];

  const lookUp = { tags, params: profileRefParamsSchema, response: { 200: publicProfileSchema } };
  routes.get(SOCIAL_PATHS.profile, { schema: lookUp }, async (request, reply) => {
    const viewer = await optionalMember(app, request);
    const member = await findMemberByRef(app.db, request.params.ref);
    if (!member) throw notFoundMember();
    return reply
      .header('Cache-Control', 'no-store')
      .send(await profiles.publicProfile(member, viewer?.user.id ?? null));
  });

  routes.get(
    SOCIAL_PATHS.myProfile,
    { schema: { tags, response: { 200: publicProfileSchema } } },
    async (request, reply) => {
      const member = await requireMember(app, request);
      const me = await requireVisibleMember(app.db, member.user.id);
      return reply.header('Cache-Control', 'no-store').send(await profiles.publicProfile(me, member.user.id));
    },
  );

  const edit = { tags, body: profileUpdateBodySchema, response: { 200: publicProfileSchema } };
  routes.patch(
    SOCIAL_PATHS.myProfile,
    { schema: edit, preValidation: [memberFirst(app), usernameFirst] },
    async (request) => {
      const member = await requireMember(app, request);
      if ((await profiles.update(member.user.id, request.body)) === 'username_taken') {
        throw new HttpError(409, 'username_taken', 'Another player already uses this name.');
      }
      return profiles.publicProfile(await requireVisibleMember(app.db, member.user.id), member.user.id);
    },
  );

  const search = { tags, querystring: userSearchQuerySchema, response: { 200: userSearchResultSchema } };
  routes.get(SOCIAL_PATHS.users, { schema: search, preValidation: memberFirst(app) }, async (request, reply) => {
    const member = await requireMember(app, request);
    const users = await profiles.search(member.user.id, request.query.q);
    return reply.header('Cache-Control', 'no-store').send({ users });
  });
}
