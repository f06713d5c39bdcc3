import type { SqlExecutor } from '../db/database';
import type { AuthContext } from './context';
import { randomToken, sha256 } from './crypto';
import { authError } from './errors';
import type { AccessClaims } from './jwt';
import { usersRepository, type UserRow } from './users';

interface SessionRow {
  id: string;
  user_id: string;
  aal: 'aal1' | 'aal2';
  amr: Array<{ method: string; timestamp: number }>;
  factor_id: string | null;
}

export interface SessionOptions {
  method: string;
  ip?: string;
  userAgent?: string;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function newRefreshToken(sql: SqlExecutor, userId: string, sessionId: string): Promise<string> {
  const token = randomToken(24);
  await sql.query('INSERT INTO auth.refresh_tokens (token_hash, user_id, session_id) VALUES ($1, $2, $3)', [
    sha256(token),
    userId,
    sessionId,
  ]);
  return token;
}

async function accessToken(context: AuthContext, user: UserRow, session: SessionRow) {
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

async function sessionResponse(context: AuthContext, sql: SqlExecutor, user: UserRow, session: SessionRow, refresh: string) {
  const { token, expiresAt } = await accessToken(context, user, session);
  return {
    access_token: token,
    token_type: 'bearer' as const,
    expires_in: context.config.AUTH_JWT_EXPIRY_SECONDS,
    expires_at: expiresAt,
    refresh_token: refresh,
    user: await usersRepository(sql).json(user),
  };
}
export type SessionResponse = Awaited<ReturnType<typeof sessionResponse>>;

/** Starts a session for a user who has just proved who they are. */
export async function issueSession(context: AuthContext, user: UserRow, options: SessionOptions): Promise<SessionResponse> {
  return context.db.transaction(async (sql) => {
    const amr = [{ method: options.method, timestamp: nowSeconds() }];
    const [session] = await sql.query<SessionRow>(
      `INSERT INTO auth.sessions (user_id, aal, amr, ip, user_agent) VALUES ($1, 'aal1', $2, $3, $4)
       RETURNING id, user_id, aal, amr, factor_id`,
      [user.id, JSON.stringify(amr), options.ip ?? null, options.userAgent?.slice(0, 500) ?? null],
    );
    const updated = (await sql.query<UserRow>('UPDATE auth.users SET last_sign_in_at = now() WHERE id = $1 RETURNING *', [user.id]))[0]!;
    const provider = options.method === 'oauth' ? null : user.email ? 'email' : 'phone';
    if (provider) {
      await sql.query('UPDATE auth.identities SET last_sign_in_at = now() WHERE user_id = $1 AND provider = $2', [user.id, provider]);
    }
    await usersRepository(sql).audit(user.id, 'login', options.ip, { method: options.method });
    const refresh = await newRefreshToken(sql, user.id, session!.id);
    return sessionResponse(context, sql, updated, session!, refresh);
  });
}

/** Refuses users who may not hold a session (banned or deactivated). */
export async function assertMayHoldSession(sql: SqlExecutor, user: UserRow): Promise<void> {
  if (user.banned_until && user.banned_until.getTime() > Date.now()) throw authError.userBanned();
  const flags = await usersRepository(sql).profileFlags(user.id);
  if (flags?.banned || flags?.deactivated) throw authError.userBanned();
}

/**
 * Exchanges a refresh token for a new pair. Each token works once; presenting a spent one
 * means it leaked, so the whole session is ended.
 */
export async function refreshSession(context: AuthContext, refreshToken: string): Promise<SessionResponse> {
  const outcome = await context.db.transaction(async (sql) => {
    const [row] = await sql.query<{ id: string; user_id: string; session_id: string; revoked: boolean }>(
      'SELECT id, user_id, session_id, revoked FROM auth.refresh_tokens WHERE token_hash = $1 FOR UPDATE',
      [sha256(refreshToken)],
    );
    if (!row) return { error: authError.refreshTokenNotFound() };
    if (row.revoked) {
      await sql.query('DELETE FROM auth.sessions WHERE id = $1', [row.session_id]);
      await usersRepository(sql).audit(row.user_id, 'token_revoked', undefined, { reason: 'refresh_token_reuse' });
      return { error: authError.refreshTokenAlreadyUsed() };
    }
    const users = usersRepository(sql);
    const user = await users.byId(row.user_id);
    if (!user) return { error: authError.refreshTokenNotFound() };
    await assertMayHoldSession(sql, user);
    await sql.query('UPDATE auth.refresh_tokens SET revoked = true, updated_at = now() WHERE id = $1', [row.id]);
    const [session] = await sql.query<SessionRow>(
      `UPDATE auth.sessions SET refreshed_at = now(), updated_at = now() WHERE id = $1
       RETURNING id, user_id, aal, amr, factor_id`,
      [row.session_id],
    );
    if (!session) return { error: authError.sessionNotFound() };
    const refresh = await newRefreshToken(sql, user.id, session.id);
    return { response: await sessionResponse(context, sql, user, session, refresh) };
  });
  // The reuse verdict must be stored even though the request fails, so it is thrown after commit.
  if ('error' in outcome) throw outcome.error;
  return outcome.response;
}

/** Raises a session to aal2 after a verified factor and hands out fresh tokens for it. */
export async function raiseToAal2(context: AuthContext, user: UserRow, sessionId: string, factorId: string) {
  return context.db.transaction(async (sql) => {
    const [current] = await sql.query<SessionRow>('SELECT id, user_id, aal, amr, factor_id FROM auth.sessions WHERE id = $1', [
      sessionId,
    ]);
    if (!current) throw authError.sessionNotFound();
    const amr = [...current.amr, { method: 'totp', timestamp: nowSeconds() }];
    const [session] = await sql.query<SessionRow>(
      `UPDATE auth.sessions SET aal = 'aal2', amr = $2, factor_id = $3, updated_at = now() WHERE id = $1
       RETURNING id, user_id, aal, amr, factor_id`,
      [sessionId, JSON.stringify(amr), factorId],
    );
    await sql.query('UPDATE auth.refresh_tokens SET revoked = true WHERE session_id = $1', [sessionId]);
    const refresh = await newRefreshToken(sql, user.id, sessionId);
    return sessionResponse(context, sql, user, session!, refresh);
  });
}

export interface Caller {
  claims: AccessClaims;
  user: UserRow;
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
  const [session] = await context.db.query<{ id: string }>('SELECT id FROM auth.sessions WHERE id = $1 AND user_id = $2', [
    claims.session_id,
    claims.sub,
  ]);
  if (!session) throw authError.sessionNotFound();
  const user = await usersRepository(context.db).byId(claims.sub);
  if (!user) throw authError.userNotFound();
  await assertMayHoldSession(context.db, user);
  return { claims, user };
}

/**
 * Ends a user's sessions (all, or all but one) with their refresh tokens, and closes what still
 * holds them open (realtime sockets) at once rather than when their access tokens expire.
 */
export async function endSessions(context: AuthContext, userId: string, keepSessionId?: string) {
  if (keepSessionId) {
    await context.db.query('DELETE FROM auth.sessions WHERE user_id = $1 AND id <> $2', [userId, keepSessionId]);
  } else {
    await context.db.query('DELETE FROM auth.sessions WHERE user_id = $1', [userId]);
  }
  await context.sessionsEnded?.(userId, keepSessionId);
}

export async function signOut(context: AuthContext, caller: Caller, scope: 'global' | 'local' | 'others', ip?: string) {
  const { session_id: sessionId, sub: userId } = caller.claims;
  if (scope === 'local') await context.db.query('DELETE FROM auth.sessions WHERE id = $1', [sessionId]);
  if (scope === 'global') await endSessions(context, userId);
  if (scope === 'others') await endSessions(context, userId, sessionId);
  await usersRepository(context.db).audit(userId, 'logout', ip, { scope });
}
