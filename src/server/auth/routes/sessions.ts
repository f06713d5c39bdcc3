import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '../../../domain/app-version';
import type { AuthContext } from '../context';
import { authError } from '../errors';
import {
  assertStrongPassword,
  createFlowState,
  issueAuthCode,
  matchesChallenge,
  sendAccountExistsNotice,
  sendOneTimeToken,
  takeFlowByAuthCode,
  takeMailAllowance,
} from '../flows';
import { accountLimits, LIMIT_BUCKETS } from '../account-limits';
import {
  answerNoSoonerThan,
  clientIp,
  emailField,
  parseAuth,
  phoneField,
  queryText,
  redirectWithError,
  safeRedirect,
} from '../http';
import { assertBoundedMetadata } from '../metadata';
import { AuthError } from '../errors';
import { identitiesRepository } from '../identities-repository';
import { consumeOneTimeToken } from '../one-time-tokens';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../passwords';
import { assertMayHoldSession, authenticate, issueSession, refreshSession, signOut } from '../sessions';
import { newUserJson, normaliseEmail, usersRepository } from '../users';
import { sha256 } from '../crypto';
import { siteUrl } from '../../site-url';
import { findIdTokenProvider, verifyIdToken } from '../providers';
import { authUserAnswer, emptyAnswer, sentAnswer, sessionAnswer } from './answers';
import { linkOrCreateFromIdentity } from './identity-flows';

const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';
const MISSING_CONTACT = 'You must provide either an email or phone number.';
const FAILED_SIGN_IN_WINDOW_SECONDS = 15 * 60;
/** As long as auth-js keeps a key set before asking again. */
const JWKS_MAX_AGE_SECONDS = 600;

const email = emailField;
const phone = phoneField;
const password = z.string().min(1).max(1000);
const metadata = z.record(z.string(), z.unknown()).optional();
const pkce = {
  code_challenge: z.string().min(43).max(128).optional(),
  code_challenge_method: z
    .string()
    .refine((method) => /^(s256|plain)$/i.test(method), 'must be s256 or plain')
    .optional(),
};
const security = { gotrue_meta_security: z.object({ captcha_token: z.string().max(4000).optional() }).optional() };

/** Neither address: /signup is an anonymous sign-in, as GoTrue routes it (auth-js signInAnonymously()). */
const isAnonymousSignUp = (raw: unknown) => {
  const fields = (raw ?? {}) as Record<string, unknown>;
  return !fields.email && !fields.phone;
};
/** An anonymous sign-in reads only the metadata and the captcha of what it is sent (a body that is not an object is refused). */
const anonymousFields = (raw: unknown) =>
  raw && typeof raw === 'object' && !Array.isArray(raw)
    ? Object.fromEntries(Object.entries(raw).filter(([key]) => key === 'data' || key === 'gotrue_meta_security'))
    : raw;
const signupBody = z.preprocess(
  (raw) => (isAnonymousSignUp(raw) ? anonymousFields(raw) : raw),
  z.object({
    email: email.optional(),
    phone: phone.optional(),
    /** Required with an address (checked before the fields, with GoTrue's sentence); an anonymous sign-in has none. */
    password: password.optional(),
    data: metadata,
    channel: z.string().optional(),
    ...pkce,
    ...security,
  }),
);
const passwordGrant = z.object({ email: email.optional(), phone: phone.optional(), password });
const GRANT_TYPES = ['password', 'refresh_token', 'pkce', 'id_token', 'web3'] as const;
const tokenQuery = z.object({
  grant_type: z.enum(GRANT_TYPES, {
    error: 'unsupported_grant_type: grant_type must be password, refresh_token, pkce or id_token',
  }),
});
const refreshGrant = z.object({ refresh_token: z.string().min(1).max(500) });
const pkceGrant = z.object({ auth_code: z.string().min(1).max(500), code_verifier: z.string().min(43).max(128) });
const idTokenGrant = z.object({
  provider: z.string().max(100),
  id_token: z.string().min(1).max(20_000),
  nonce: z.string().max(500).optional(),
  link_identity: z.boolean().optional(),
});
const otpBody = z.object({
  email: email.optional(),
  phone: phone.optional(),
  create_user: z.boolean().optional(),
  data: metadata,
  channel: z.string().optional(),
  ...pkce,
  ...security,
});
const verifyTypes = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change',
  'email',
  'sms',
  'phone_change',
] as const;
const verifyBody = z.object({
  type: z.enum(verifyTypes),
  token: z.string().max(500).optional(),
  token_hash: z.string().max(500).optional(),
  email: email.optional(),
  phone: phone.optional(),
  redirect_to: z.string().max(2000).optional(),
});
const resendBody = z.object({
  type: z.enum(['signup', 'email_change', 'sms', 'phone_change']),
  email: email.optional(),
  phone: phone.optional(),
  ...security,
});
const recoverBody = z.object({ email, ...pkce, ...security });
/** Where the link in a message leads; a repeated value is not used. */
const redirectQuery = z.object({ redirect_to: queryText });
/** The link in a message: anything wrong with it ends at the site with an error, never a JSON answer. */
const verifyLinkQuery = z.object({ type: queryText, token: queryText, redirect_to: queryText });
const healthAnswer = z.object({ version: z.string(), name: z.string(), description: z.string() });
/** The switches auth-js reads; `external` names every provider this server offers. */
const settingsAnswer = z.looseObject({
  external: z.record(z.string(), z.boolean()),
  disable_signup: z.boolean(),
  mailer_autoconfirm: z.boolean(),
  phone_autoconfirm: z.boolean(),
});
const logoutQuery = z.object({
  scope: z.enum(['global', 'local', 'others'], { error: 'scope must be global, local or others' }).default('global'),
});

/** Which stored token purposes a verify type accepts. */
export const TOKEN_TYPES_FOR = {
  signup: ['confirmation'],
  invite: ['invite'],
  magiclink: ['magiclink', 'confirmation'],
  email: ['magiclink', 'confirmation', 'invite'],
  recovery: ['recovery'],
  email_change: ['email_change'],
  sms: ['sms', 'confirmation'],
  phone_change: ['phone_change'],
} as const;

/** Applies what a used token proves (an address confirmed, an e-mail changed) and returns the user. */
export async function applyVerifiedToken(
  context: AuthContext,
  token: { user_id: string; token_type: string; relates_to: string },
) {
  const users = usersRepository(context.db);
  const user = await users.byId(token.user_id);
  if (!user) throw authError.otpExpired();
  switch (token.token_type) {
    case 'email_change': {
      const taken = await users.byEmail(token.relates_to);
      if (taken && taken.id !== user.id) throw authError.emailExists();
      await identitiesRepository(context.db).changeEmail(user.id, token.relates_to);
      await users.audit(user.id, 'user_modified', undefined, { change: 'email' });
      const changed = (await users.update(user.id, {
        email: token.relates_to,
        email_change: null,
        email_confirmed_at: new Date(),
      }))!;
      return changed.is_anonymous ? users.makePermanent(changed, 'email', token.relates_to) : changed;
    }
    case 'phone_change': {
      const changed = (await users.update(user.id, {
        phone: token.relates_to,
        phone_change: null,
        phone_confirmed_at: new Date(),
      }))!;
      return changed.is_anonymous ? users.makePermanent(changed, 'phone', token.relates_to) : changed;
    }
    case 'sms':
      return (await users.update(user.id, { phone_confirmed_at: user.phone_confirmed_at ?? new Date() }))!;
    case 'recovery':
    case 'magiclink':
    case 'confirmation':
    case 'invite':
      return user.email_confirmed_at ? user : (await users.update(user.id, { email_confirmed_at: new Date() }))!;
    default:
      return user;
  }
}

/**
 * The body as sent, for the checks GoTrue makes before it reads any field (which fields must be
 * there at all): they run in preValidation, so their sentences come before the schema's.
 */
const fieldsGiven = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;

export async function sessionRoutes(scope: FastifyInstance, context: AuthContext): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const users = usersRepository(context.db);
  const meta = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  app.get('/health', { schema: { response: { 200: healthAnswer } } }, async () => ({
    version: APP_VERSION,
    name: 'Rookery Auth',
    description: 'GoTrue-compatible authentication for Rookery',
  }));

  app.get('/settings', { schema: { response: { 200: settingsAnswer } } }, async () => ({
    external: {
      email: true,
      phone: true,
      ...Object.fromEntries(context.providers.map((provider) => [provider.name, true])),
      anonymous_users: context.config.AUTH_ANONYMOUS,
    },
    disable_signup: context.config.AUTH_DISABLE_SIGNUP,
    mailer_autoconfirm: context.config.AUTH_AUTOCONFIRM,
    phone_autoconfirm: context.config.AUTH_AUTOCONFIRM,
    sms_provider: 'outbox',
    saml_enabled: false,
  }));

  // The public halves of the keys that verify access tokens, for auth-js's getClaims() (decision 0026).
  app.get('/.well-known/jwks.json', async (_request, reply) =>
    reply.header('cache-control', `public, max-age=${JWKS_MAX_AGE_SECONDS}`).send(context.jwt.jwks()),
  );

  /** A new anonymous account and its session (decision 0029). */
  const signInAnonymously = async (request: FastifyRequest, body: z.infer<typeof signupBody>) => {
    const allowed = await accountLimits(context.db).take(LIMIT_BUCKETS.anonymousSignIn, clientIp(request), {
      limit: context.config.AUTH_ANONYMOUS_RATE_LIMIT_PER_HOUR,
      windowSeconds: 3600,
    });
    if (!allowed) throw authError.overRequestRateLimit();
    if (context.config.AUTH_DISABLE_SIGNUP) throw authError.signupDisabled();
    assertBoundedMetadata(body.data);
    const user = await context.db.transaction(async (sql) => {
      const saved = await usersRepository(sql).insertAnonymous(body.data);
      await usersRepository(sql).audit(saved.id, 'user_signedup', request.ip, { provider: 'anonymous' });
      return saved;
    });
    return issueSession(context, user, { method: 'anonymous', ...meta(request) });
  };

  /** Anonymous sign-ins must be on, and an address needs a password, before any field is read. */
  const signupFirst = async (request: FastifyRequest) => {
    const raw = fieldsGiven(request);
    if (isAnonymousSignUp(raw)) {
      if (!context.config.AUTH_ANONYMOUS) throw authError.anonymousDisabled();
    } else if (!raw.password) throw authError.validation(MISSING_CREDENTIALS);
  };
  const signup = {
    querystring: redirectQuery,
    body: signupBody,
    response: { 200: z.union([sessionAnswer, authUserAnswer]) },
  };
  app.post('/signup', { schema: signup, preValidation: signupFirst }, async (request, reply) => {
    const { body } = request;
    if (isAnonymousSignUp(body)) return reply.send(await signInAnonymously(request, body));
    // signupFirst has asked for it; this tells the type so.
    if (!body.password) throw authError.validation(MISSING_CREDENTIALS);
    const { password } = body;
    if (context.config.AUTH_DISABLE_SIGNUP) throw authError.signupDisabled();
    assertStrongPassword(context, password);
    assertBoundedMetadata(body.data);
    const address = body.email ? normaliseEmail(body.email) : body.phone!;
    const redirectTo = request.query.redirect_to;
    const site = siteUrl(context.config, request);

    if (context.config.AUTH_AUTOCONFIRM) {
      // Without confirmation the answer is a session, so an existing address can only be refused.
      if (await (body.email ? users.byEmail(address) : users.byPhone(address))) throw authError.userAlreadyExists();
      const user = await context.db.transaction(async (sql) => {
        const saved = await usersRepository(sql).insert({
          email: body.email ? address : null,
          phone: body.phone ?? null,
          passwordHash: await hashPassword(password),
          userMetadata: body.data,
          emailConfirmed: Boolean(body.email),
          phoneConfirmed: Boolean(body.phone),
        });
        await usersRepository(sql).audit(saved.id, 'user_signedup', request.ip, {
          provider: body.email ? 'email' : 'phone',
        });
        return saved;
      });
      return reply.send(await issueSession(context, user, { method: 'password', ...meta(request) }));
    }

    // Counted before looking the address up, so a registered one reaches the limit no sooner.
    await takeMailAllowance(context, address);
    const answer = await answerNoSoonerThan(context.config.AUTH_UNIFORM_RESPONSE_MS, async () => {
      // Hashed on every path, so a registered address costs the same as a new one.
      const passwordHash = await hashPassword(password);
      const existing = body.email ? await users.byEmail(address) : await users.byPhone(address);
      if (existing) {
        // A repeat sign-up never changes the account's password or metadata (whoever sends it):
        // an unconfirmed account gets its confirmation again, a confirmed one a reminder.
        const confirmed = body.email ? existing.email_confirmed_at : existing.phone_confirmed_at;
        if (confirmed) await sendAccountExistsNotice(context, existing, address, site);
        else {
          const flowStateId = await createFlowState(context.db, existing.id, body, 'email/signup');
          await sendOneTimeToken(context, existing, body.email ? 'confirmation' : 'sms', {
            site,
            redirectTo,
            flowStateId,
          });
        }
        // Shaped exactly like a new account's answer, so the form does not reveal who is registered
        // (the metadata goes through jsonb, as a stored account's does, for the same key order).
        return newUserJson({
          email: body.email ? address : null,
          phone: body.phone ?? null,
          userMetadata: await users.storedMetadata(body.data ?? {}),
        });
      }
      const { user, flowStateId } = await context.db.transaction(async (sql) => {
        const repository = usersRepository(sql);
        const saved = await repository.insert({
          email: body.email ? address : null,
          phone: body.phone ?? null,
          passwordHash,
          userMetadata: body.data,
        });
        await repository.audit(saved.id, 'user_signedup', request.ip, { provider: body.email ? 'email' : 'phone' });
        return { user: saved, flowStateId: await createFlowState(sql, saved.id, body, 'email/signup') };
      });
      await sendOneTimeToken(context, user, body.email ? 'confirmation' : 'sms', { site, redirectTo, flowStateId });
      return users.json((await users.byId(user.id))!);
    });
    return reply.send(answer);
  });

  // Which fields the body must have depends on the grant in the query, so each grant reads its
  // body here, with the same rule the route schemas use.
  const token = { querystring: tokenQuery, response: { 200: sessionAnswer } };
  app.post('/token', { schema: token }, async (request, reply) => {
    const raw = fieldsGiven(request);
    switch (request.query.grant_type) {
      case 'password': {
        if (!raw.password || (!raw.email && !raw.phone)) throw authError.validation(MISSING_CREDENTIALS);
        const body = parseAuth(passwordGrant, raw);
        const address = body.email ? normaliseEmail(body.email) : body.phone!;
        // Every attempt takes a slot and a success gives them back, so wrong guesses are limited
        // per account whatever address or header they come from (and whether the account exists).
        const limits = accountLimits(context.db);
        const window = {
          limit: context.config.AUTH_FAILED_SIGN_IN_LIMIT,
          windowSeconds: FAILED_SIGN_IN_WINDOW_SECONDS,
        };
        if (!(await limits.take(LIMIT_BUCKETS.failedSignIn, address, window))) throw authError.tooManyFailedSignIns();
        const user = body.email ? await users.byEmail(address) : await users.byPhone(address);
        const ok = user?.encrypted_password
          ? await verifyPassword(user.encrypted_password, body.password)
          : (await verifyPassword(await dummyPasswordHash(), body.password), false);
        if (!user || !ok) {
          await users.audit(user?.id ?? null, 'login_failed', request.ip, {});
          throw authError.invalidCredentials();
        }
        await limits.clear(LIMIT_BUCKETS.failedSignIn, address);
        if (body.email && !user.email_confirmed_at) throw authError.emailNotConfirmed();
        if (body.phone && !user.phone_confirmed_at) throw authError.phoneNotConfirmed();
        await assertMayHoldSession(context.db, user);
        return reply.send(await issueSession(context, user, { method: 'password', ...meta(request) }));
      }
      case 'refresh_token':
        return reply.send(await refreshSession(context, parseAuth(refreshGrant, raw).refresh_token));
      case 'pkce': {
        const body = parseAuth(pkceGrant, raw);
        const flow = await takeFlowByAuthCode(context.db, body.auth_code);
        if (!flow?.userId || !flow.authCodeIssuedAt || Date.now() - flow.authCodeIssuedAt.getTime() > 5 * 60_000)
          throw authError.flowStateNotFound();
        if (!matchesChallenge(body.code_verifier, flow.codeChallenge, flow.codeChallengeMethod))
          throw authError.badCodeVerifier();
        const user = await users.byId(flow.userId);
        if (!user) throw authError.flowStateNotFound();
        await assertMayHoldSession(context.db, user);
        return reply.send(
          await issueSession(context, user, {
            method: flow.authenticationMethod.split('/')[0] ?? 'otp',
            ...meta(request),
          }),
        );
      }
      case 'id_token': {
        const body = parseAuth(idTokenGrant, raw);
        const provider = findIdTokenProvider(context.providers, body.provider);
        const identity = await verifyIdToken(provider, body.id_token, body.nonce);
        const linkTo = body.link_identity
          ? (await authenticate(context, request.headers.authorization)).user
          : undefined;
        const user = await linkOrCreateFromIdentity(context, provider.name, identity, linkTo);
        await assertMayHoldSession(context.db, user);
        return reply.send(await issueSession(context, user, { method: 'oauth', ...meta(request) }));
      }
      case 'web3':
        // No wallet sign-in here: the answer GoTrue gives while its Web3 providers are off.
        throw authError.web3Disabled();
    }
  });

  const contactFirst = async (request: FastifyRequest) => {
    const raw = fieldsGiven(request);
    if (!raw.email && !raw.phone) throw authError.validation(MISSING_CONTACT);
  };
  const otp = { querystring: redirectQuery, body: otpBody, response: { 200: sentAnswer } };
  app.post('/otp', { schema: otp, preValidation: contactFirst }, async (request, reply) => {
    const { body } = request;
    assertBoundedMetadata(body.data);
    const address = body.email ? normaliseEmail(body.email) : body.phone!;
    await takeMailAllowance(context, address);
    await answerNoSoonerThan(context.config.AUTH_UNIFORM_RESPONSE_MS, async () => {
      let user = body.email ? await users.byEmail(address) : await users.byPhone(address);
      const mayCreate = body.create_user !== false && !context.config.AUTH_DISABLE_SIGNUP;
      // Off by default: this answer tells whether an address is registered (decision 0026).
      if (!user && !mayCreate && context.config.AUTH_OTP_REFUSE_UNKNOWN) throw authError.otpDisabled();
      if (!user && mayCreate) {
        user = await context.db.transaction((sql) =>
          usersRepository(sql).insert({
            email: body.email ? address : null,
            phone: body.phone ?? null,
            userMetadata: body.data,
          }),
        );
        await users.audit(user.id, 'user_signedup', request.ip, { provider: 'otp' });
      }
      if (user) {
        const flowStateId = await createFlowState(context.db, user.id, body, 'magiclink');
        await sendOneTimeToken(context, user, body.email ? 'magiclink' : 'sms', {
          site: siteUrl(context.config, request),
          to: address,
          redirectTo: request.query.redirect_to,
          flowStateId,
        });
      }
    });
    return reply.send(body.phone ? { message_id: null } : {});
  });

  const verifyToken = async (input: z.infer<typeof verifyBody>) => {
    const types = TOKEN_TYPES_FOR[input.type];
    let match: { tokenHash: string } | { code: string; relatesTo: string };
    if (input.token_hash) match = { tokenHash: input.token_hash };
    else if (input.token && input.token.length > 10) match = { tokenHash: sha256(input.token) };
    else if (input.token && (input.email || input.phone)) {
      match = { code: input.token, relatesTo: input.email ? normaliseEmail(input.email) : input.phone! };
    } else throw authError.validation('Verify requires a token or a token_hash, and an email or phone with a code');
    const token = await consumeOneTimeToken(context.db, match, types);
    if (!token) throw authError.otpExpired();
    const user = await applyVerifiedToken(context, token);
    await assertMayHoldSession(context.db, user);
    return { token, user };
  };

  app.post('/verify', { schema: { body: verifyBody, response: { 200: sessionAnswer } } }, async (request, reply) => {
    const { body } = request;
    const { user } = await verifyToken(body);
    return reply.send(
      await issueSession(context, user, { method: body.type === 'recovery' ? 'recovery' : 'otp', ...meta(request) }),
    );
  });

  app.get('/verify', { schema: { querystring: verifyLinkQuery } }, async (request, reply) => {
    const { query } = request;
    const parsed = verifyBody.safeParse({ type: query.type, token: query.token, redirect_to: query.redirect_to });
    const site = siteUrl(context.config, request);
    const fallback = safeRedirect(context, site, query.redirect_to);
    if (!parsed.success || !parsed.data.token) return redirectWithError(reply, fallback, authError.otpExpired());
    try {
      const { token, user } = await verifyToken(parsed.data);
      const target = safeRedirect(context, site, token.redirect_to ?? query.redirect_to);
      if (token.flow_state_id) {
        const code = await issueAuthCode(context.db, token.flow_state_id, user.id);
        const url = new URL(target);
        url.searchParams.set('code', code);
        return reply.redirect(url.toString(), 303);
      }
      const session = await issueSession(context, user, {
        method: parsed.data.type === 'recovery' ? 'recovery' : 'otp',
        ...meta(request),
      });
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type: parsed.data.type,
      });
      return reply.redirect(`${target.split('#')[0]}#${fragment.toString()}`, 303);
    } catch (error) {
      if (error instanceof AuthError) return redirectWithError(reply, fallback, error);
      throw error;
    }
  });

  const resendFirst = async (request: FastifyRequest) => {
    const raw = fieldsGiven(request);
    if ((!raw.email && !raw.phone) || !raw.type)
      throw authError.validation('You must provide either an email or phone number and a type.');
  };
  const resend = { querystring: redirectQuery, body: resendBody, response: { 200: sentAnswer } };
  app.post('/resend', { schema: resend, preValidation: resendFirst }, async (request, reply) => {
    const { body } = request;
    const address = body.email ? normaliseEmail(body.email) : body.phone!;
    await takeMailAllowance(context, address);
    await answerNoSoonerThan(context.config.AUTH_UNIFORM_RESPONSE_MS, async () => {
      // A change is confirmed at the new address, which is not yet the account's: accept either.
      const isChange = body.type === 'email_change' || body.type === 'phone_change';
      const user =
        (body.email ? await users.byEmail(address) : await users.byPhone(address)) ??
        (isChange ? await users.byPendingChange(body.email ? 'email' : 'phone', address) : undefined);
      if (!user) return;
      const redirectTo = request.query.redirect_to;
      const site = siteUrl(context.config, request);
      if (body.type === 'signup' && !user.email_confirmed_at)
        await sendOneTimeToken(context, user, 'confirmation', { site, redirectTo });
      if (body.type === 'sms' && !user.phone_confirmed_at) await sendOneTimeToken(context, user, 'sms', { site });
      if (body.type === 'email_change' && user.email_change)
        await sendOneTimeToken(context, user, 'email_change', { site, to: user.email_change, redirectTo });
      if (body.type === 'phone_change' && user.phone_change)
        await sendOneTimeToken(context, user, 'phone_change', { site, to: user.phone_change });
    });
    return reply.send(body.phone ? { message_id: null } : {});
  });

  const emailFirst = async (request: FastifyRequest) => {
    if (!fieldsGiven(request).email) throw authError.validation(MISSING_CONTACT);
  };
  const recover = { querystring: redirectQuery, body: recoverBody, response: { 200: emptyAnswer } };
  app.post('/recover', { schema: recover, preValidation: emailFirst }, async (request, reply) => {
    const { body } = request;
    const address = normaliseEmail(body.email);
    await takeMailAllowance(context, address);
    await answerNoSoonerThan(context.config.AUTH_UNIFORM_RESPONSE_MS, async () => {
      const user = await users.byEmail(address);
      if (!user) return;
      const flowStateId = await createFlowState(context.db, user.id, body, 'recovery');
      await sendOneTimeToken(context, user, 'recovery', {
        site: siteUrl(context.config, request),
        redirectTo: request.query.redirect_to,
        flowStateId,
      });
      await users.audit(user.id, 'user_recovery_requested', request.ip);
    });
    return reply.send({});
  });

  app.post('/logout', { schema: { querystring: logoutQuery } }, async (request, reply) => {
    const caller = await authenticate(context, request.headers.authorization);
    await signOut(context, caller, request.query.scope, clientIp(request));
    return reply.status(204).send();
  });

  // SAML single sign-on is not offered: answered as GoTrue answers it while SAML is off.
  app.post('/sso', async () => {
    throw authError.samlDisabled();
  });
}
