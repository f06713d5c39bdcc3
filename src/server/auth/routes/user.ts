import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { AuthContext } from '../context';
import { authError } from '../errors';
import { assertStrongPassword, sendOneTimeToken, takeMailAllowance } from '../flows';
import { factorsRepository } from '../factors-repository';
import { identitiesRepository } from '../identities-repository';
import { emailField, phoneField, queryText, uuidOr } from '../http';
import { consumeOneTimeToken } from '../one-time-tokens';
import { hashPassword, verifyPassword } from '../passwords';
import { assertBoundedMetadata } from '../metadata';
import { endSessions, raiseToAal2, type Caller } from '../sessions';
import { newTotpSecret, otpauthUri, verifyTotp } from '../totp';
import { factorJson, normaliseEmail, usersRepository, type FactorRow } from '../users';
import { siteUrl } from '../../site-url';
import { authUserAnswer, emptyAnswer, factorAnswer, sessionAnswer } from './answers';
import { callerFirst, callerOf } from './caller';

const CHALLENGE_TTL_MS = 5 * 60_000;

const updateBody = z.object({
  email: emailField.optional(),
  phone: phoneField.optional(),
  password: z.string().min(1).max(1000).optional(),
  nonce: z.string().max(20).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
const enrolBody = z.object({
  factor_type: z.enum(['totp', 'phone', 'webauthn']),
  friendly_name: z.string().trim().min(1).max(100).optional(),
  issuer: z.string().trim().max(100).optional(),
});
const verifyFactorBody = z.object({ challenge_id: z.string().max(100), code: z.string().max(20) });
/** A malformed id names no identity or factor of the caller's: a 404, so these stay plain strings. */
const identityParams = z.object({ identityId: z.string() });
const factorParams = z.object({ factorId: z.string() });
const enrolAnswer = z.looseObject({
  id: z.string(),
  type: z.literal('totp'),
  friendly_name: z.string(),
  totp: z.object({ qr_code: z.string(), secret: z.string(), uri: z.string() }),
});
const challengeAnswer = z.object({ id: z.string(), type: z.literal('totp'), expires_at: z.number() });

/** A session that has not passed its second factor may not change the factors themselves. */
async function assertAalForFactors(context: AuthContext, caller: Caller) {
  const factors = await usersRepository(context.db).factors(caller.user.id);
  if (factors.some((factor) => factor.status === 'verified') && caller.claims.aal !== 'aal2')
    throw authError.insufficientAal();
}

export async function userRoutes(scope: FastifyInstance, context: AuthContext): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const users = usersRepository(context.db);
  const factors = factorsRepository(context.db);
  const caller = (request: FastifyRequest) => callerOf(context, request);
  const signedIn = { preValidation: callerFirst(context) };

  app.get('/user', { schema: { response: { 200: authUserAnswer } } }, async (request) =>
    users.json((await caller(request)).user),
  );

  const update = {
    querystring: z.object({ redirect_to: queryText }),
    body: updateBody,
    response: { 200: authUserAnswer },
  };
  app.put('/user', { schema: update, ...signedIn }, async (request) => {
    const current = await caller(request);
    const { body } = request;
    const nextEmail =
      body.email && normaliseEmail(body.email) !== current.user.email ? normaliseEmail(body.email) : undefined;
    const nextPhone = body.phone && body.phone !== current.user.phone ? body.phone : undefined;
    const anonymous = current.user.is_anonymous;
    // An anonymous account has no address to re-authenticate with, nor to recover a lone password by.
    if (
      anonymous &&
      body.password !== undefined &&
      !nextEmail &&
      !nextPhone &&
      !current.user.email &&
      !current.user.phone
    )
      throw authError.anonymousPasswordWithoutAddress();
    const needsNonce =
      !anonymous &&
      body.password !== undefined &&
      context.config.AUTH_SECURE_PASSWORD_CHANGE &&
      current.claims.amr.every((entry) => entry.method !== 'recovery');
    let passwordHash: string | undefined;
    if (body.password !== undefined) {
      await assertAalForFactors(context, current);
      assertStrongPassword(context, body.password);
      if (await verifyPassword(current.user.encrypted_password, body.password)) throw authError.samePassword();
      if (needsNonce && !body.nonce) throw authError.reauthenticationNeeded();
      passwordHash = await hashPassword(body.password);
    }
    // The checks that can refuse the request and the writes share one transaction, so a refusal
    // leaves the account (and the re-authentication code) as they were.
    const user = await context.db.transaction(async (sql) => {
      const repository = usersRepository(sql);
      const locked = await repository.lockedById(current.user.id);
      if (!locked) throw authError.userNotFound();
      if (needsNonce) {
        const used = await consumeOneTimeToken(
          sql,
          { code: body.nonce!, relatesTo: locked.email ?? locked.phone ?? '' },
          ['reauthentication'],
        );
        if (!used || used.user_id !== locked.id) throw authError.reauthenticationNotValid();
      }
      if (nextEmail) {
        const taken = await repository.byEmail(nextEmail);
        if (taken && taken.id !== locked.id) throw authError.emailExists();
      }
      if (nextPhone) {
        const taken = await repository.byPhone(nextPhone);
        if (taken && taken.id !== locked.id) throw authError.phoneExists();
      }
      if (nextEmail && !(locked.is_anonymous && context.config.AUTH_AUTOCONFIRM))
        await takeMailAllowance(context, nextEmail, sql);

      const columns: Record<string, unknown> = {};
      if (body.data) {
        const merged = { ...locked.raw_user_meta_data, ...body.data };
        assertBoundedMetadata(merged);
        columns.raw_user_meta_data = JSON.stringify(merged);
      }
      if (passwordHash) columns.encrypted_password = passwordHash;
      // An anonymous guest adding an address where addresses need no confirmation is like a sign-up:
      // the address is theirs at once and the account becomes permanent (as GoTrue does).
      const linkNow = locked.is_anonymous && context.config.AUTH_AUTOCONFIRM;
      if (nextEmail && linkNow) Object.assign(columns, { email: nextEmail, email_confirmed_at: new Date() });
      else if (nextEmail) columns.email_change = nextEmail;
      if (nextPhone && linkNow) Object.assign(columns, { phone: nextPhone, phone_confirmed_at: new Date() });
      else if (nextPhone) columns.phone_change = nextPhone;
      let saved = Object.keys(columns).length ? (await repository.update(locked.id, columns))! : locked;
      if (linkNow && nextEmail) saved = await repository.makePermanent(saved, 'email', nextEmail);
      if (linkNow && nextPhone) saved = await repository.makePermanent(saved, 'phone', nextPhone);
      if (passwordHash) await repository.audit(saved.id, 'user_updated_password', request.ip);
      if (nextEmail) await repository.audit(saved.id, 'user_modified', request.ip, { change: 'email_requested' });
      return saved;
    });
    // A new password ends every other session (a thief's included); this one carries on.
    if (passwordHash) await endSessions(context, user.id, current.claims.session_id);
    const redirectTo = request.query.redirect_to;
    const site = siteUrl(context.config, request);
    if (nextEmail && user.email_change === nextEmail)
      await sendOneTimeToken(context, user, 'email_change', { site, to: nextEmail, redirectTo });
    if (nextPhone && user.phone_change === nextPhone)
      await sendOneTimeToken(context, user, 'phone_change', { site, to: nextPhone });
    return users.json((await users.byId(user.id))!);
  });

  app.get('/reauthenticate', { schema: { response: { 200: emptyAnswer } } }, async (request) => {
    const current = await caller(request);
    const address = current.user.email ?? current.user.phone;
    if (!address) throw authError.validation('Reauthentication requires an email or a phone number on the account');
    await takeMailAllowance(context, address);
    await sendOneTimeToken(context, current.user, 'reauthentication', {
      site: siteUrl(context.config, request),
      to: address,
    });
    return {};
  });

  const unlink = { params: identityParams, response: { 200: emptyAnswer } };
  app.delete('/user/identities/:identityId', { schema: unlink }, async (request) => {
    const current = await caller(request);
    const id = uuidOr(request.params.identityId, authError.identityNotFound);
    const identities = await users.identities(current.user.id);
    const identity = identities.find((candidate) => candidate.id === id);
    if (!identity) throw authError.identityNotFound();
    if (identities.length <= 1) throw authError.singleIdentityNotDeletable();
    await identitiesRepository(context.db).remove(id);
    const providers = [
      ...new Set(identities.filter((candidate) => candidate.id !== id).map((candidate) => candidate.provider)),
    ];
    await users.update(current.user.id, {
      raw_app_meta_data: JSON.stringify({ ...current.user.raw_app_meta_data, providers, provider: providers[0] }),
    });
    return {};
  });

  app.post(
    '/factors',
    { schema: { body: enrolBody, response: { 200: enrolAnswer } }, ...signedIn },
    async (request) => {
      const current = await caller(request);
      const { body } = request;
      if (body.factor_type !== 'totp')
        throw authError.validation('Only authenticator app (totp) factors are supported');
      await assertAalForFactors(context, current);
      // Abandoned enrolments are replaced rather than piling up (or blocking their own name).
      await factors.removeUnverified(current.user.id);
      const existing = await users.factors(current.user.id);
      const name = body.friendly_name ?? `Authenticator ${existing.length + 1}`;
      if (existing.some((factor) => factor.friendly_name === name)) throw authError.mfaFactorNameConflict();
      const secret = newTotpSecret();
      const factorId = await factors.enrolTotp(current.user.id, name, secret);
      const uri = otpauthUri(
        secret,
        current.user.email ?? current.user.phone ?? current.user.id,
        body.issuer ?? 'Rookery',
      );
      const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, color: { dark: '#14110f', light: '#ffffff' } });
      return {
        id: factorId,
        type: 'totp' as const,
        friendly_name: name,
        // auth-js adds the data: prefix itself.
        totp: { qr_code: svg, secret, uri },
      };
    },
  );

  const ownFactor = async (current: Caller, rawId: string) => {
    const id = uuidOr(rawId, authError.mfaFactorNotFound);
    const factor = (await users.factors(current.user.id)).find((candidate) => candidate.id === id);
    if (!factor) throw authError.mfaFactorNotFound();
    return factor;
  };
  /** The caller's factor named in the path, looked up once per request. */
  const factorsAsked = new WeakMap<FastifyRequest, Promise<FactorRow>>();
  const factorOf = (request: FastifyRequest, factorId: string) => {
    let factor = factorsAsked.get(request);
    if (!factor) {
      factor = caller(request).then((current) => ownFactor(current, factorId));
      factorsAsked.set(request, factor);
    }
    return factor;
  };

  app.post(
    '/factors/:factorId/challenge',
    { schema: { params: factorParams, response: { 200: challengeAnswer } } },
    async (request) => {
      const factor = await factorOf(request, request.params.factorId);
      const challenge = await factors.challenge(factor.id, request.ip);
      return {
        id: challenge.id,
        type: 'totp' as const,
        expires_at: Math.floor((challenge.createdAt.getTime() + CHALLENGE_TTL_MS) / 1000),
      };
    },
  );

  const verify = { params: factorParams, body: verifyFactorBody, response: { 200: sessionAnswer } };
  app.post(
    '/factors/:factorId/verify',
    {
      schema: verify,
      // The session and then the factor, before the code is read, as GoTrue checks them.
      preValidation: async (request) => {
        await factorOf(request, request.params.factorId);
      },
    },
    async (request) => {
      const current = await caller(request);
      const factor = await factorOf(request, request.params.factorId);
      const { body } = request;
      const challengeId = uuidOr(body.challenge_id, authError.mfaChallengeNotFound);
      const challenge = await factors.challengeOf(factor.id, challengeId);
      if (!challenge || challenge.verifiedAt || Date.now() - challenge.createdAt.getTime() > CHALLENGE_TTL_MS) {
        throw authError.mfaChallengeNotFound();
      }
      if (!verifyTotp(factor.secret, body.code, Date.now())) throw authError.mfaVerificationFailed();
      await factors.markVerified(factor.id, challenge.id);
      await users.audit(current.user.id, 'mfa_verified', request.ip, { factor_id: factor.id });
      return raiseToAal2(context, current.user, current.claims.session_id, factor.id);
    },
  );

  app.delete(
    '/factors/:factorId',
    { schema: { params: factorParams, response: { 200: factorAnswer } } },
    async (request) => {
      const current = await caller(request);
      const factor = await factorOf(request, request.params.factorId);
      if (factor.status === 'verified') await assertAalForFactors(context, current);
      await factors.remove(factor.id);
      return factorJson(factor);
    },
  );
}
