import type { SqlExecutor } from '../db/database';
import { randomToken, sha256, sixDigitCode } from './crypto';

export const ONE_TIME_TOKEN_TTL_MS = 60 * 60 * 1000;

export const TOKEN_TYPES = [
  'confirmation',
  'magiclink',
  'recovery',
  'invite',
  'email_change',
  'phone_change',
  'sms',
  'reauthentication',
] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

export interface OneTimeTokenRow {
  id: string;
  user_id: string;
  token_type: TokenType;
  relates_to: string;
  redirect_to: string | null;
  flow_state_id: string | null;
}

/** Issues a link token and a 6-digit code for one purpose; earlier ones of that purpose stop working. */
export async function issueOneTimeToken(
  sql: SqlExecutor,
  input: { userId: string; type: TokenType; relatesTo: string; redirectTo?: string; flowStateId?: string },
) {
  const token = randomToken(24);
  const code = sixDigitCode();
  await sql.query('DELETE FROM auth.one_time_tokens WHERE user_id = $1 AND token_type = $2', [input.userId, input.type]);
  await sql.query(
    `INSERT INTO auth.one_time_tokens (user_id, token_type, token_hash, code_hash, relates_to, redirect_to, flow_state_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      input.userId,
      input.type,
      sha256(token),
      sha256(`${input.relatesTo.toLowerCase()}:${code}`),
      input.relatesTo,
      input.redirectTo ?? null,
      input.flowStateId ?? null,
      new Date(Date.now() + ONE_TIME_TOKEN_TTL_MS),
    ],
  );
  return { token, code, hashedToken: sha256(token) };
}

/**
 * Uses a token once: by the hash of a link token, or by a code with the address it was sent
 * to. Returns undefined for anything unknown, expired, used or of another purpose.
 */
export async function consumeOneTimeToken(
  sql: SqlExecutor,
  match: { tokenHash: string } | { code: string; relatesTo: string },
  types: readonly TokenType[],
): Promise<OneTimeTokenRow | undefined> {
  const [where, value] =
    'tokenHash' in match
      ? ['token_hash = $1', match.tokenHash]
      : ['code_hash = $1', sha256(`${match.relatesTo.toLowerCase()}:${match.code}`)];
  const rows = await sql.query<OneTimeTokenRow>(
    `UPDATE auth.one_time_tokens SET used_at = now()
     WHERE ${where} AND token_type = ANY($2::text[]) AND used_at IS NULL AND expires_at > now()
     RETURNING id, user_id, token_type, relates_to, redirect_to, flow_state_id`,
    [value, [...types]],
  );
  return rows[0];
}
