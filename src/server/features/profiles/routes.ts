import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../../contracts/errors';
import {
  accountExportSchema,
  MEMBER_COUNT_PATH,
  memberCountSchema,
  PROFILE_EXPORT_PATH,
  PROFILE_ME_PATH,
  profileSchema,
} from '../../../contracts/profiles';
import { HttpError } from '../../http-error';
import { requireMember } from '../../plugins/auth-guard';

/** Every data report a member could have sent (the open and daily limits keep far fewer). */
const EXPORTED_REPORTS = 10_000;
/** As many games, messages and comments as a member could have; far more than anyone has. */
const EXPORTED_ROWS = 100_000;

const noProfile = () => new HttpError(404, ERROR_CODES.notFound, 'No profile for this account.');

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app.repositories;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profiles'];

  routes.get(PROFILE_ME_PATH, { schema: { tags, response: { 200: profileSchema } } }, async (request, reply) => {
    const member = await requireMember(app, request);
    const profile = await accounts.profile(member.user.id);
    if (!profile) throw noProfile();
    return reply.header('Cache-Control', 'no-store').send(profile);
  });

  /** A JSON download: the same answer as any other, with a file name for the browser to save it under. */
  routes.get(
    PROFILE_EXPORT_PATH,
    { schema: { tags, response: { 200: accountExportSchema } } },
    async (request, reply) => {
      const member = await requireMember(app, request);
      const profile = await accounts.profile(member.user.id);
      if (!profile) throw noProfile();
      const account = await accounts.export(profile, new Date());
      if (!account) throw new HttpError(404, ERROR_CODES.notFound, 'No account with this id.');
      const { lists, collection, dataReports, games, social } = app.repositories;
      const [kept, owned, reported, played, messages, comments] = await Promise.all([
        lists.mine(profile.id),
        collection.of(profile.id),
        dataReports.mine(profile.id, EXPORTED_REPORTS),
        games.exportFor(profile.id, EXPORTED_ROWS),
        social.messages.ofMember(profile.id, EXPORTED_ROWS),
        social.comments.ofMember(profile.id, EXPORTED_ROWS),
      ]);
      const data = {
        ...account,
        lists: kept,
        collection: owned.items,
        data_reports: reported,
        games: played,
        messages,
        comments,
      };
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="rookery-data-${data.profile.wab_id}.json"`)
        .send(data);
    },
  );

  const gone = z.undefined().describe('The account is gone.');
  /**
   * Deletes the member's account. Profiles, sessions, identities, factors and everything else
   * personal hang off auth.users with ON DELETE CASCADE; mail kept for the address goes too.
   * Accounts protected by an authenticator app need a session that passed it.
   */
  routes.delete(PROFILE_ME_PATH, { schema: { tags, response: { 204: gone } } }, async (request, reply) => {
    const member = await requireMember(app, request);
    const userId = member.user.id;
    if ((await accounts.hasVerifiedFactor(userId)) && member.claims.aal !== 'aal2') {
      throw new HttpError(
        403,
        ERROR_CODES.forbidden,
        'Confirm your authenticator app code before deleting this account.',
      );
    }
    const addresses = [member.user.email, member.user.phone, member.user.email_change, member.user.phone_change].filter(
      (address): address is string => Boolean(address),
    );
    await accounts.delete(userId, addresses, request.ip);
    await app.auth.sessionsEnded?.(userId);
    request.log.info({ userId }, 'account deleted by its owner');
    return reply.status(204).send();
  });

  /** Members who are neither banned nor deactivated, nor anonymous guests; never cached (spec §7). */
  routes.get(MEMBER_COUNT_PATH, { schema: { tags, response: { 200: memberCountSchema } } }, async (_request, reply) => {
    return reply.header('Cache-Control', 'no-store').send({ count: await accounts.memberCount() });
  });
}
