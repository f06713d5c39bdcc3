import { and, eq, ne, sql } from 'drizzle-orm';
import type { SqlExecutor } from '../db/database';
import type { AuthContext } from './context';
import { randomToken, sha256 } from './crypto';
import { authError } from './errors';
import type { AccessClaims } from './jwt';
import { identities, refreshTokens, sessions, users, type SessionRow } from './schema';
import { snakeCased } from './snake-case';
import { usersRepository, type UserRow } from './users';

/** What an access token says about its session. */
type TokenSession = Pick<SessionRow, 'id' | 'aal' | 'amr'>;
const tokenSessionColumns = { id: sessions.id, aal: sessions.aal, amr: sessions.amr };

export interface SessionOptions {
  method: string;
  ip?: string;
  userAgent?: string;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function newRefreshToken(executor: SqlExecutor, userId: string, sessionId: string): Promise<string> {
  const token = randomToken(24);
  await executor.orm.insert(refreshTokens).values({ tokenHash: sha256(token), userId, sessionId });
  return token;
}

async function accessToken(context: AuthContext, user: UserRow, session: TokenSession) {
  const expiresAt = nowSeconds() + context.config.AUTH_JWT_EXPIRY_SECONDS;
  const claims: Omit<AccessClaims, 'iat' | 'exp'> = {
    sub: user.id,
    role: user.role,
    aud: user.aud,
    aal: session.aal,
    amr: session.amr,
    session_id: session.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    is_anonymous: user.is_anonymous,
  };
  return { token: await context.jwt.sign(claims, expiresAt), expiresAt };
}

async function sessionResponse(
  context: AuthContext,
  executor: SqlExecutor,
  user: UserRow,
  session: TokenSession,
  refresh: string,
) {
  const { token, expiresAt } = await accessToken(context, user, session);
  return {
    access_token: token,
    token_type: 'bearer' as const,
    expires_in: context.config.AUTH_JWT_EXPIRY_SECONDS,
    expires_at: expiresAt,
    refresh_token: refresh,
    user: await usersRepository(executor).json(user),
  };
}
export type SessionResponse = Awaited<ReturnType<typeof sessionResponse>>;

/** Starts a session for a user who has just proved who they are. */
export async function issueSession(
  context: AuthContext,
  user: UserRow,
  options: SessionOptions,
): Promise<SessionResponse> {
  return context.db.transaction(async (executor) => {
    const { orm } = executor;
    const amr = [{ method: options.method, timestamp: nowSeconds() }];
    const [session] = await orm
      .insert(sessions)
      .values({
        userId: user.id,
        aal: 'aal1',
        amr,
        ip: options.ip ?? null,
        userAgent: options.userAgent?.slice(0, 500) ?? null,
      })
      .returning(tokenSessionColumns);
    const [updated] = await orm
      .update(users)
      .set({ lastSignInAt: sql`now()` })
      .where(eq(users.id, user.id))
      .returning();
    const provider = options.method === 'oauth' ? null : user.email ? 'email' : 'phone';
    if (provider) {
      await orm
        .update(identities)
        .set({ lastSignInAt: sql`now()` })
        .where(and(eq(identities.userId, user.id), eq(identities.provider, provider)));
    }
    await usersRepository(executor).audit(user.id, 'login', options.ip, { method: options.method });
    const refresh = await newRefreshToken(executor, user.id, session!.id);
    return sessionResponse(context, executor, snakeCased(updated!), session!, refresh);
  });
}

/** Refuses users who may not hold a session (banned or deactivated). */
export async function assertMayHoldSession(sql: SqlExecutor, user: UserRow): Promise<void> {
  refuseBanned(user, await usersRepository(sql).profileFlags(user.id));
}

/** A ban (GoTrue's, until a time) or a profile banned or deactivated by an admin ends the right to a session. */
function refuseBanned(user: UserRow, flags: { banned: boolean; deactivated: boolean } | undefined): void {
  if (user.banned_until && user.banned_until.getTime() > Date.now()) throw authError.userBanned();
  if (flags?.banned || flags?.deactivated) throw authError.userBanned();
}

/**
 * Exchanges a refresh token for a new pair. Each token works once; presenting a spent one
 * means it leaked, so the whole session is ended.
 */
export async function refreshSession(context: AuthContext, refreshToken: string): Promise<SessionResponse> {
  const outcome = await context.db.transaction(async (executor) => {
    const { orm } = executor;
    const [row] = await orm
      .select({
        id: refreshTokens.id,
        userId: refreshTokens.userId,
        sessionId: refreshTokens.sessionId,
        revoked: refreshTokens.revoked,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
      .for('update');
    if (!row) return { error: authError.refreshTokenNotFound() };
    if (row.revoked) {
      await orm.delete(sessions).where(eq(sessions.id, row.sessionId));
      await usersRepository(executor).audit(row.userId, 'token_revoked', undefined, { reason: 'refresh_token_reuse' });
      return { error: authError.refreshTokenAlreadyUsed() };
    }
    const users = usersRepository(executor);
    const user = await users.byId(row.userId);
    if (!user) return { error: authError.refreshTokenNotFound() };
    await assertMayHoldSession(executor, user);
    await orm
      .update(refreshTokens)
      .set({ revoked: true, updatedAt: sql`now()` })
      .where(eq(refreshTokens.id, row.id));
    const [session] = await orm
      .update(sessions)
      .set({ refreshedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId))
      .returning(tokenSessionColumns);
    if (!session) return { error: authError.sessionNotFound() };
    const refresh = await newRefreshToken(executor, user.id, session.id);
    return { response: await sessionResponse(context, executor, user, session, refresh) };
  });
  // The reuse verdict must be stored even though the request fails, so it is thrown after commit.
  if ('error' in outcome) throw outcome.error;
  return outcome.response;
}

/** Raises a session to aal2 after a verified factor and hands out fresh tokens for it. */
export async function raiseToAal2(context: AuthContext, user: UserRow, sessionId: string, factorId: string) {
  return context.db.transaction(async (executor) => {
    const { orm } = executor;
    const [current] = await orm.select(tokenSessionColumns).from(sessions).where(eq(sessions.id, sessionId));
    if (!current) throw authError.sessionNotFound();
    const amr = [...current.amr, { method: 'totp', timestamp: nowSeconds() }];
    const [session] = await orm
      .update(sessions)
      .set({ aal: 'aal2', amr, factorId, updatedAt: sql`now()` })
      .where(eq(sessions.id, sessionId))
      .returning(tokenSessionColumns);
    await orm.update(refreshTokens).set({ revoked: true }).where(eq(refreshTokens.sessionId, sessionId));
    const refresh = await newRefreshToken(executor, user.id, sessionId);
    return sessionResponse(context, executor, user, session!, refresh);
  });
}

export interface Caller {
  claims: AccessClaims;
  user: UserRow;
  /** The caller's profile roles, read with the session (no profile yet: neither). */
  roles: { admin: boolean; tester: boolean };
}

/** Checks a bearer access token: signature, expiry, a live session and a user allowed to hold it. */
export async function authenticate(context: AuthContext, authorization: string | undefined): Promise<Caller> {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) throw authError.noAuthorization();
  let claims: AccessClaims;
  try {
    claims = await context.jwt.verify<AccessClaims>(token);
  } catch (error) {
    throw authError.badJwt(error instanceof Error ? error.message : 'invalid token');
  }
  if (!claims.sub || !claims.session_id) throw authError.badJwt('missing sub or session_id claim');
  // One statement on every signed-in request: the session, its user and the profile's flags.
  const found = await usersRepository(context.db).bySession(claims.session_id, claims.sub);
  if (!found) throw authError.sessionNotFound();
  refuseBanned(found.user, found.flags);
  return {
    claims,
    user: found.user,
    roles: { admin: Boolean(found.flags?.wabAdmin), tester: Boolean(found.flags?.tester) },
  };
}

/**
 * Ends a user's sessions (all, or all but one) with their refresh tokens, and closes what still
 * holds them open (realtime sockets) at once rather than when their access tokens expire.
 */
export async function endSessions(context: AuthContext, userId: string, keepSessionId?: string) {
  await context.db.orm
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
  await context.sessionsEnded?.(userId, keepSessionId);
}

export async function signOut(context: AuthContext, caller: Caller, scope: 'global' | 'local' | 'others', ip?: string) {
  const { session_id: sessionId, sub: userId } = caller.claims;
  if (scope === 'local') await context.db.orm.delete(sessions).where(eq(sessions.id, sessionId));
  if (scope === 'global') await endSessions(context, userId);
  if (scope === 'others') await endSessions(context, userId, sessionId);
  await usersRepository(context.db).audit(userId, 'logout', ip, { scope });
}
