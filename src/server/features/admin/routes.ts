import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_PATHS,
  adminUserSchema,
  confirmationsResentSchema,
  deletedUserSchema,
  environmentSchema,
  flagBodySchema,
  flagsSchema,
  inviteBodySchema,
  linkBodySchema,
  linkResponseSchema,
  mailListSchema,
  mailPreviewQuerySchema,
  mailPreviewSchema,
  mailResentSchema,
  mailTestBodySchema,
  mailTestResultSchema,
  reseedResultSchema,
  rolesBodySchema,
  statsSchema,
  statusSchema,
  userListQuerySchema,
  userListSchema,
  type AdminUser,
} from '../../../contracts/admin';
import { notificationListSchema, notificationSchema } from '../../../contracts/notifications';
import { APP_VERSION } from '../../../domain/app-version';
import { sendOneTimeToken } from '../../auth/flows';
import { siteUrl } from '../../site-url';
import { endSessions } from '../../auth/sessions';
import { normaliseEmail, usersRepository } from '../../auth/users';
import { HttpError } from '../../http-error';
import { renderMail } from '../../mail/templates';
import { requireAdmin, type Member } from '../../plugins/auth-guard';
import { reseedContent } from '../content';
import { lastDeploymentCheck } from '../deployments';
import { sendNotification } from '../notifications';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FLAGS_KEY = 'feature-flags';
/** A user or message id that is malformed is simply not found, so it stays a plain string. */
const idParams = z.object({ id: z.string() });

async function timed<T>(work: () => Promise<T>): Promise<{ ok: boolean; latencyMs: number | null; error?: string }> {
  const started = performance.now();
  try {
    await work();
    return { ok: true, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
  } catch (error) {
    return { ok: false, latencyMs: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Every route here checks wab_admin on the server: 401 for guests, 403 for members, on each
 * request before its input is read.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const admins = new WeakMap<object, Member>();
  app.addHook('onRequest', async (request) => {
    admins.set(request, await requireAdmin(app, request));
  });
  const adminOf = (request: object) => admins.get(request)!;

  const { members, outbox, site, users, settings, notifications } = app.repositories;
  const userById = async (id: string) => {
    const user = UUID.test(id) ? await members.byId(id) : null;
    if (!user) throw new HttpError(404, 'not_found', 'No such user.');
    return user;
  };
  const assertNotLastAdmin = async (user: AdminUser) => {
    if (user.wab_admin && (await members.otherAdmins(user.id)) === 0) {
      throw new HttpError(409, 'last_admin', 'This is the last admin: make someone else an admin first.');
    }
  };

  const userList = { tags, querystring: userListQuerySchema, response: { 200: userListSchema } };
  routes.get(ADMIN_PATHS.users, { schema: userList }, async (request) => {
    const { page, perPage } = request.query;
    return { ...(await members.page(request.query)), page, perPage };
  });

  const oneUser = { tags, params: idParams, response: { 200: adminUserSchema } };
  routes.post(`${ADMIN_PATHS.users}/:id/roles`, { schema: { ...oneUser, body: rolesBodySchema } }, async (request) => {
    const row = await userById(request.params.id);
    const body = request.body;
    if (body.wab_admin === false) await assertNotLastAdmin(row);
    await members.setRoles(row.id, body);
    await users.audit(row.id, 'roles_changed', request.ip, body);
    return userById(row.id);
  });

  for (const flag of ['banned', 'deactivated'] as const) {
    const setFlag = { ...oneUser, body: flagBodySchema(flag) };
    routes.post(`${ADMIN_PATHS.users}/:id/${flag === 'banned' ? 'ban' : 'deactivate'}`, { schema: setFlag }, async (request) => {
      const row = await userById(request.params.id);
      const value = request.body[flag] === true;
      if (value) await assertNotLastAdmin(row);
      await members.setFlag(row.id, flag, value);
      // A ban or deactivation ends the member's sessions at once.
      if (value) await endSessions(app.auth, row.id);
      await users.audit(row.id, `${flag}_${value ? 'on' : 'off'}`, request.ip);
      return userById(row.id);
    });
  }

  const deleteUser = { tags, params: idParams, response: { 200: deletedUserSchema } };
  routes.delete(`${ADMIN_PATHS.users}/:id`, { schema: deleteUser }, async (request) => {
    const row = await userById(request.params.id);
    await assertNotLastAdmin(row);
    await members.delete(row.id);
    await app.auth.sessionsEnded?.(row.id);
    await users.audit(row.id, 'user_deleted', request.ip, { by: 'admin' });
    return { deleted: row.id };
  });

  const link = { tags, params: idParams, body: linkBodySchema, response: { 200: linkResponseSchema } };
  routes.post(`${ADMIN_PATHS.users}/:id/link`, { schema: link }, async (request) => {
    const row = await userById(request.params.id);
    const { type } = request.body;
    const user = await users.byId(row.id);
    if (!user?.email) throw new HttpError(400, 'no_email', 'This account has no e-mail address.');
    const link = await sendOneTimeToken(app.auth, user, type, { site: siteUrl(app.config, request), deliver: false });
    return { action_link: link.link, email_otp: link.code };
  });

  const invite = { tags, body: inviteBodySchema, response: { 200: adminUserSchema } };
  routes.post(ADMIN_PATHS.invite, { schema: invite }, async (request) => {
    const { email } = request.body;
    const address = normaliseEmail(email);
    let user = await users.byEmail(address);
    if (user?.email_confirmed_at) throw new HttpError(409, 'email_exists', 'Someone already uses this e-mail address.');
    user ??= await app.db.transaction((sql) => usersRepository(sql).insert({ email: address, invited: true }));
    await sendOneTimeToken(app.auth, user, 'invite', { site: siteUrl(app.config, request) });
    return userById(user.id);
  });

  routes.get(ADMIN_PATHS.stats, { schema: { tags, response: { 200: statsSchema } } }, async () => {
    return {
      members: await members.activeCount(),
      ...(await site.counts()),
      signupsByDay: await members.signupsByDay(),
    };
  });

  routes.get(ADMIN_PATHS.status, { schema: { tags, response: { 200: statusSchema } } }, async (_request, reply) => {
    const database = await timed(() => site.ping());
    const mail = await timed(() => app.mailer.transport.verify());
    return reply.header('Cache-Control', 'no-store').send({
      database: { ok: database.ok, latencyMs: database.latencyMs, kind: app.db.kind },
      mail: { ok: mail.ok, transport: app.mailer.transport.name, latencyMs: mail.latencyMs, ...(mail.error ? { error: mail.error } : {}) },
      realtime: app.realtime.stats(),
      deployments: await lastDeploymentCheck(app),
    });
  });

  routes.get(ADMIN_PATHS.alerts, { schema: { tags, response: { 200: notificationListSchema } } }, async (request) => {
    const member = adminOf(request);
    return { notifications: await notifications.latestOfType('build_failure', 5, member.user.id) };
  });

  routes.post(ADMIN_PATHS.testAlert, { schema: { tags, response: { 200: notificationSchema } } }, async (request) => {
    const member = adminOf(request);
    return sendNotification(app, {
      recipientId: member.user.id,
      type: 'build_failure',
      message: 'Test alert',
      content: { site_name: app.config.PRODUCT_SITE_NAMES[0] ?? 'rookery', branch: 'test', deploy_url: null, error_message: 'This is a test alert.' },
    });
  });

  routes.get(ADMIN_PATHS.mail, { schema: { tags, response: { 200: mailListSchema } } }, async (_request, reply) => {
    return reply
      .header('Cache-Control', 'no-store')
      .send({ transport: app.mailer.transport.name, messages: await outbox.latest() });
  });

  const resend = { tags, params: idParams, response: { 200: mailResentSchema } };
  routes.post(`${ADMIN_PATHS.mail}/:id/resend`, { schema: resend }, async (request) => {
    const { id } = request.params;
    const message = UUID.test(id) ? await outbox.content(id) : null;
    if (!message) throw new HttpError(404, 'not_found', 'No such message.');
    if (message.template === 'sms') throw new HttpError(400, 'not_email', 'Text messages cannot be resent as e-mail.');
    try {
      await app.mailer.transport.deliver(message.to, message.subject, message.text, message.html);
      await outbox.markResent(id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await outbox.markFailed(id, reason);
      throw new HttpError(502, 'mail_failed', `The mail server refused the message: ${reason}`);
    }
    return { resent: id };
  });

  const preview = { tags, querystring: mailPreviewQuerySchema, response: { 200: mailPreviewSchema } };
  routes.get(ADMIN_PATHS.mailPreview, { schema: preview }, async (request) => {
    const { template, language } = request.query;
    const site = siteUrl(app.config, request);
    return renderMail(template, language, {
      link: `${site}/auth/v1/verify?token=example&type=signup`,
      code: '123456',
      email: 'player@example.org',
      newEmail: 'new.address@example.org',
      siteUrl: site,
    });
  });

  const mailTest = { tags, body: mailTestBodySchema, response: { 200: mailTestResultSchema } };
  routes.post(ADMIN_PATHS.mailTest, { schema: mailTest }, async (request) => {
    const { to, language } = request.body;
    const id = await app.mailer.send(
      { to, template: 'test', language, params: { siteUrl: siteUrl(app.config, request) } },
      { awaitDelivery: true },
    );
    const delivery = await outbox.status(id);
    return { id, status: delivery?.status ?? 'unknown', error: delivery?.error ?? null };
  });

  const resendConfirmations = { tags, response: { 200: confirmationsResentSchema } };
  routes.post(ADMIN_PATHS.mailResendConfirmations, { schema: resendConfirmations }, async (request) => {
    const site = siteUrl(app.config, request);
    let sent = 0;
    for (const id of await members.awaitingConfirmation()) {
      const user = await users.byId(id);
      if (!user) continue;
      await sendOneTimeToken(app.auth, user, 'confirmation', { site });
      sent += 1;
    }
    return { sent };
  });

  const flags = { tags, response: { 200: flagsSchema } };
  routes.get(ADMIN_PATHS.flags, { schema: flags }, async () =>
    (await settings.get<Record<string, boolean>>(FLAGS_KEY)) ?? {},
  );
  routes.put(ADMIN_PATHS.flags, { schema: { ...flags, body: flagsSchema } }, async (request) => {
    const flags = request.body;
    await settings.set(FLAGS_KEY, flags);
    return flags;
  });

  // The unit data served now: the version an admin published last, or the bundled one.
  routes.get(ADMIN_PATHS.environment, { schema: { tags, response: { 200: environmentSchema } } }, async (request, reply) => {
    const { version: dataVersion } = await app.dataPacks.current();
    return reply.header('Cache-Control', 'no-store').send({
      appVersion: APP_VERSION,
      dataVersion,
      nodeEnv: app.config.NODE_ENV,
      database: app.db.kind,
      mailTransport: app.mailer.transport.name,
      siteUrl: siteUrl(app.config, request),
    });
  });

  // Demo content comes back as the seed files have it; on production that would wipe real edits.
  routes.post(ADMIN_PATHS.reseed, { schema: { tags, response: { 200: reseedResultSchema } } }, async (request) => {
    if (app.config.NODE_ENV === 'production') {
      throw new HttpError(403, 'production_refused', 'Demo content is never reseeded on production.');
    }
    const outcome = await reseedContent(app.db, app.log);
    app.contentRevision.forget();
    await users.audit(adminOf(request).user.id, 'content_reseeded', request.ip, { outcome });
    return { outcome };
  });
}
