import type { FastifyInstance } from 'fastify';
import {
  profileUpdateSchema,
  refusedUsername,
  SOCIAL_PATHS,
  USERNAME_ISSUE_MESSAGES,
  usernameErrorCode,
  userSearchQuerySchema,
} from '../../../contracts/social';
import { HttpError, parseWith } from '../../http-error';
import { requireMember } from '../../plugins/auth-guard';
import { findMemberByRef, notFoundMember, requireVisibleMember } from './members';
import { profilesRepository } from './profiles-repository';
import { optionalMember } from './viewer';

/** Public profiles (anyone may look), editing one's own, and finding members (signed in). */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const profiles = profilesRepository(app.db);

  app.get(SOCIAL_PATHS.profile, async (request, reply) => {
    const viewer = await optionalMember(app, request);
    const { ref } = request.params as { ref: string };
    const member = await findMemberByRef(app.db, ref);
    if (!member) throw notFoundMember();
    return reply
      .header('Cache-Control', 'no-store')
      .send(await profiles.publicProfile(member, viewer?.user.id ?? null));
  });

  app.get(SOCIAL_PATHS.myProfile, async (request, reply) => {
    const member = await requireMember(app, request);
    const me = await requireVisibleMember(app.db, member.user.id);
    return reply.header('Cache-Control', 'no-store').send(await profiles.publicProfile(me, member.user.id));
  });

  app.patch(SOCIAL_PATHS.myProfile, async (request) => {
    const member = await requireMember(app, request);
    const body = request.body ?? {};
    const parsed = profileUpdateSchema.safeParse(body);
    // A refused username has its own code (username_mixed_scripts…), so the form can say why.
    const nameIssue = parsed.success ? null : refusedUsername(parsed.error);
    if (nameIssue) {
      const message = USERNAME_ISSUE_MESSAGES[nameIssue];
      throw new HttpError(400, usernameErrorCode(nameIssue), message, { fields: [{ path: 'username', message }] });
    }
    const update = parsed.success ? parsed.data : parseWith(profileUpdateSchema, body);
    if ((await profiles.update(member.user.id, update)) === 'username_taken') {
      throw new HttpError(409, 'username_taken', 'Another player already uses this name.');
    }
    return profiles.publicProfile(await requireVisibleMember(app.db, member.user.id), member.user.id);
  });

  app.get(SOCIAL_PATHS.users, async (request, reply) => {
    const member = await requireMember(app, request);
    const { q } = parseWith(userSearchQuerySchema, request.query);
    return reply.header('Cache-Control', 'no-store').send({ users: await profiles.search(member.user.id, q) });
  });
}
