import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext } from '../context';
import { authError } from '../errors';
import { factorsRepository } from '../factors-repository';
import { assertStrongPassword, sendOneTimeToken } from '../flows';
import { emailField, optionalQueryNumber, phoneField, queryText, uuidOr } from '../http';
import type { TokenType } from '../one-time-tokens';
import { assertBoundedMetadata } from '../metadata';
import { hashPassword } from '../passwords';
import { endSessions } from '../sessions';
import { factorJson, normaliseEmail, usersRepository, type UserRow } from '../users';
import { siteUrl } from '../../site-url';
import { authUserAnswer, factorAnswer } from './answers';

const email = emailField;
const phone = phoneField;
const metadata = z.record(z.string(), z.unknown());
const banDuration = z
  .string()
  .regex(/^(none|\d+(\.\d+)?(ns|us|µs|ms|s|m|h))$/, 'ban_duration must be "none" or a duration like 24h');

const userAttributes = z.object({
  email: email.optional(),
  phone: phone.optional(),
  password: z.string().min(1).max(1000).optional(),
  email_confirm: z.boolean().optional(),
  phone_confirm: z.boolean().optional(),
  user_metadata: metadata.optional(),
  app_metadata: metadata.optional(),
  ban_duration: banDuration.optional(),
  role: z.string().max(50).optional(),
});
// auth-js sends `?page=&per_page=` when no page is asked for.
const listQuery = z.object({
  page: optionalQueryNumber(z.coerce.number().int().min(1).max(100_000).default(1)),
  per_page: optionalQueryNumber(z.coerce.number().int().min(1).max(1000).default(50)),
});
const linkBody = z.object({
  type: z.enum(['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new']),
  email,
  password: z.string().min(1).max(1000).optional(),
  new_email: email.optional(),
  data: metadata.optional(),
  redirect_to: z.string().max(2000).optional(),
});
const inviteBody = z.object({ email, data: metadata.optional() });
const inviteQuery = z.object({ redirect_to: queryText });
/** A malformed id names no user or factor: a 404, so these stay plain strings. */
const userParams = z.object({ userId: z.string() });
const userFactorParams = z.object({ userId: z.string(), factorId: z.string() });
const userListAnswer = z.object({ users: z.array(authUserAnswer), aud: z.string() });
/** A user with the link made for them, as generate_link answers. */
const linkAnswer = authUserAnswer.extend({
  action_link: z.string(),
  email_otp: z.string(),
  hashed_token: z.string(),
  redirect_to: z.string(),
  verification_type: z.string(),
});

const UNITS_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
function bannedUntil(duration: string): Date | null {
  if (duration === 'none') return null;
  const [, amount, unit] = duration.match(/^(\d+(?:\.\d+)?)(\D+)$/)!;
  return new Date(Date.now() + Number(amount) * UNITS_MS[unit!]!);
}

/**
 * Admin routes need a token whose role is one of AUTH_JWT_ADMIN_ROLES (service_role and
 * supabase_admin, as GoTrue): the service-role key, which never reaches a browser, or a key another
 * tool minted with the same secret.
 */
async function assertServiceRole(context: AuthContext, request: FastifyRequest) {
  const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) throw authError.noAuthorization();
  let role: unknown;
  try {
    role = (await context.jwt.verify<{ role?: string }>(token)).role;
  } catch (error) {
    throw authError.badJwt(error instanceof Error ? error.message : 'invalid token');
  }
  if (typeof role !== 'string' || !context.config.AUTH_JWT_ADMIN_ROLES.includes(role)) throw authError.notAdmin();
}

export async function adminRoutes(scope: FastifyInstance, context: AuthContext): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const users = usersRepository(context.db);
  app.addHook('onRequest', async (request) => assertServiceRole(context, request));

  const userById = async (raw: string) => {
    const user = await users.byId(uuidOr(raw, authError.userNotFound));
    if (!user) throw authError.userNotFound();
    return user;
  };
  /** The user named in the path, looked up once per request. */
  const usersAsked = new WeakMap<FastifyRequest, Promise<UserRow>>();
  const userOf = (request: FastifyRequest, userId: string) => {
    let user = usersAsked.get(request);
    if (!user) {
      user = userById(userId);
      usersAsked.set(request, user);
    }
    return user;
  };

  const applyAttributes = async (user: UserRow, body: z.infer<typeof userAttributes>) => {
    const changes: Record<string, unknown> = {};
    if (body.email !== undefined) {
      const next = normaliseEmail(body.email);
      const taken = await users.byEmail(next);
      if (taken && taken.id !== user.id) throw authError.emailExists();
      changes.email = next;
    }
    if (body.phone !== undefined) {
      const taken = await users.byPhone(body.phone);
      if (taken && taken.id !== user.id) throw authError.phoneExists();
      changes.phone = body.phone;
    }
    if (body.password !== undefined) {
      assertStrongPassword(context, body.password);
      changes.encrypted_password = await hashPassword(body.password);
    }
    if (body.email_confirm !== undefined)
      changes.email_confirmed_at = body.email_confirm ? (user.email_confirmed_at ?? new Date()) : null;
    if (body.phone_confirm !== undefined)
      changes.phone_confirmed_at = body.phone_confirm ? (user.phone_confirmed_at ?? new Date()) : null;
    if (body.user_metadata) {
      const merged = { ...user.raw_user_meta_data, ...body.user_metadata };
      assertBoundedMetadata(merged);
      changes.raw_user_meta_data = JSON.stringify(merged);
    }
    if (body.app_metadata) {
      const merged = { ...user.raw_app_meta_data, ...body.app_metadata };
      assertBoundedMetadata(merged, 'app_metadata');
      changes.raw_app_meta_data = JSON.stringify(merged);
    }
    if (body.ban_duration !== undefined) changes.banned_until = bannedUntil(body.ban_duration);
    if (body.role !== undefined) changes.role = body.role;
    const updated = Object.keys(changes).length ? (await users.update(user.id, changes))! : user;
    // A ban or a password set by an admin ends the sessions the account had.
    const banned = changes.banned_until instanceof Date && changes.banned_until.getTime() > Date.now();
    if (banned || changes.encrypted_password) await endSessions(context, user.id);
    return updated;
  };

  const list = { querystring: listQuery, response: { 200: userListAnswer } };
  app.get('/admin/users', { schema: list }, async (request, reply) => {
    const { page, per_page: perPage } = request.query;
    const { rows, total } = await users.page(perPage, (page - 1) * perPage);
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const links = [`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`];
    if (page < lastPage) links.unshift(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    reply.header('x-total-count', String(total)).header('link', links.join(', '));
    return { users: await Promise.all(rows.map((row) => users.json(row))), aud: 'authenticated' };
  });

  app.post('/admin/users', { schema: { body: userAttributes, response: { 200: authUserAnswer } } }, async (request) => {
    const { body } = request;
    if (!body.email && !body.phone)
      throw authError.validation('Unable to validate request: an email or a phone is required');
    if (body.email && (await users.byEmail(normaliseEmail(body.email)))) throw authError.emailExists();
    if (body.phone && (await users.byPhone(body.phone))) throw authError.phoneExists();
    if (body.password) assertStrongPassword(context, body.password);
    assertBoundedMetadata(body.user_metadata);
    assertBoundedMetadata(body.app_metadata, 'app_metadata');
    const created = await context.db.transaction((sql) =>
      usersRepository(sql).insert({
        email: body.email ? normaliseEmail(body.email) : null,
        phone: body.phone ?? null,
        userMetadata: body.user_metadata,
        appMetadata: body.app_metadata,
        emailConfirmed: body.email_confirm,
        phoneConfirmed: body.phone_confirm,
      }),
    );
    const user = await applyAttributes(created, {
      ...body,
      email: undefined,
      phone: undefined,
      user_metadata: undefined,
      app_metadata: undefined,
      email_confirm: undefined,
      phone_confirm: undefined,
    });
    return users.json(user);
  });

  const oneUser = { params: userParams, response: { 200: authUserAnswer } };
  app.get('/admin/users/:userId', { schema: oneUser }, async (request) =>
    users.json(await userById(request.params.userId)),
  );

  const update = { params: userParams, body: userAttributes, response: { 200: authUserAnswer } };
  app.put(
    '/admin/users/:userId',
    {
      schema: update,
      // A user who is not there is a 404 before anything about the attributes, as GoTrue answers.
      preValidation: async (request) => {
        await userOf(request, request.params.userId);
      },
    },
    async (request) => {
      const user = await userOf(request, request.params.userId);
      const updated = await applyAttributes(user, request.body);
      await users.audit(user.id, 'user_modified', request.ip, { by: 'admin' });
      return users.json(updated);
    },
  );

  app.delete('/admin/users/:userId', { schema: oneUser }, async (request) => {
    const user = await userById(request.params.userId);
    const json = await users.json(user);
    await users.remove(user.id);
    await context.sessionsEnded?.(user.id);
    await users.audit(user.id, 'user_deleted', request.ip, { by: 'admin' });
    return json;
  });

  const factors = { params: userParams, response: { 200: z.array(factorAnswer) } };
  app.get('/admin/users/:userId/factors', { schema: factors }, async (request) => {
    const user = await userById(request.params.userId);
    return (await users.factors(user.id)).map(factorJson);
  });

  const oneFactor = { params: userFactorParams, response: { 200: factorAnswer } };
  app.delete('/admin/users/:userId/factors/:factorId', { schema: oneFactor }, async (request) => {
    const { params } = request;
    const user = await userById(params.userId);
    const factorId = uuidOr(params.factorId, authError.mfaFactorNotFound);
    const factor = (await users.factors(user.id)).find((candidate) => candidate.id === factorId);
    if (!factor) throw authError.mfaFactorNotFound();
    await factorsRepository(context.db).remove(factor.id);
    return factorJson(factor);
  });

  app.post('/admin/generate_link', { schema: { body: linkBody, response: { 200: linkAnswer } } }, async (request) => {
    const { body } = request;
    assertBoundedMetadata(body.data);
    const address = normaliseEmail(body.email);
    let user = await users.byEmail(address);
    if (!user) {
      if (body.type === 'recovery' || body.type.startsWith('email_change')) throw authError.userNotFound();
      if (body.type === 'signup' && !body.password)
        throw authError.validation('Password is required for a signup link');
      if (body.password) assertStrongPassword(context, body.password);
      const passwordHash = body.password ? await hashPassword(body.password) : null;
      user = await context.db.transaction((sql) =>
        usersRepository(sql).insert({
          email: address,
          passwordHash,
          userMetadata: body.data,
          invited: body.type === 'invite',
        }),
      );
    } else if (body.type === 'signup' || body.type === 'invite') {
      if (user.email_confirmed_at) throw authError.emailExists();
    }
    const type: TokenType =
      body.type === 'signup'
        ? 'confirmation'
        : body.type === 'email_change_current' || body.type === 'email_change_new'
          ? 'email_change'
          : body.type;
    let to = address;
    if (type === 'email_change') {
      if (!body.new_email) throw authError.validation('new_email is required for an e-mail change link');
      to = normaliseEmail(body.new_email);
      user = (await users.update(user.id, { email_change: to }))!;
    }
    const link = await sendOneTimeToken(context, user, type, {
      site: siteUrl(context.config, request),
      to,
      redirectTo: body.redirect_to,
      deliver: false,
    });
    return {
      ...(await users.json((await users.byId(user.id))!)),
      action_link: link.link,
      email_otp: link.code,
      hashed_token: link.hashedToken,
      redirect_to: link.redirectTo,
      verification_type: link.verificationType,
    };
  });

  const invite = { querystring: inviteQuery, body: inviteBody, response: { 200: authUserAnswer } };
  app.post('/invite', { schema: invite }, async (request) => {
    const { body } = request;
    assertBoundedMetadata(body.data);
    const address = normaliseEmail(body.email);
    let user = await users.byEmail(address);
    if (user?.email_confirmed_at) throw authError.emailExists();
    user ??= await context.db.transaction((sql) =>
      usersRepository(sql).insert({ email: address, userMetadata: body.data, invited: true }),
    );
    await sendOneTimeToken(context, user, 'invite', {
      site: siteUrl(context.config, request),
      redirectTo: request.query.redirect_to,
    });
    await users.audit(user.id, 'user_invited', request.ip);
    return users.json((await users.byId(user.id))!);
  });
}
