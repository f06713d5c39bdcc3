import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { SqlExecutor } from '../db/database';
import { randomToken, sha256, sixDigitCode } from './crypto';
import { oneTimeTokens, type OneTimeTokenRow as OneTimeTokenRecord } from './schema';
import { snakeCased, type SnakeCased } from './snake-case';

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

/** A used token, as the routes that act on it read it. */
export type OneTimeTokenRow = SnakeCased<
  Pick<OneTimeTokenRecord, 'id' | 'userId' | 'tokenType' | 'relatesTo' | 'redirectTo' | 'flowStateId'>
>;

/** Issues a link token and a 6-digit code for one purpose; earlier ones of that purpose stop working. */
export async function issueOneTimeToken(
  executor: SqlExecutor,
  input: { userId: string; type: TokenType; relatesTo: string; redirectTo?: string; flowStateId?: string },
) {
  const token = randomToken(24);
  const code = sixDigitCode();
  const { orm } = executor;
  await orm
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, input.userId), eq(oneTimeTokens.tokenType, input.type)));
  await orm.insert(oneTimeTokens).values({
    userId: input.userId,
    tokenType: input.type,
    tokenHash: sha256(token),
    codeHash: sha256(`${input.relatesTo.toLowerCase()}:${code}`),
    relatesTo: input.relatesTo,
    redirectTo: input.redirectTo ?? null,
    flowStateId: input.flowStateId ?? null,
    expiresAt: new Date(Date.now() + ONE_TIME_TOKEN_TTL_MS),
  });
  return { token, code, hashedToken: sha256(token) };
}

/**
 * Uses a token once: by the hash of a link token, or by a code with the address it was sent
 * to. Returns undefined for anything unknown, expired, used or of another purpose.
 */
export async function consumeOneTimeToken(
  executor: SqlExecutor,
  match: { tokenHash: string } | { code: string; relatesTo: string },
  types: readonly TokenType[],
): Promise<OneTimeTokenRow | undefined> {
  const matches =
    'tokenHash' in match
      ? eq(oneTimeTokens.tokenHash, match.tokenHash)
      : eq(oneTimeTokens.codeHash, sha256(`${match.relatesTo.toLowerCase()}:${match.code}`));
  const [row] = await executor.orm
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        matches,
        inArray(oneTimeTokens.tokenType, [...types]),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({
      id: oneTimeTokens.id,
      userId: oneTimeTokens.userId,
      tokenType: oneTimeTokens.tokenType,
      relatesTo: oneTimeTokens.relatesTo,
      redirectTo: oneTimeTokens.redirectTo,
      flowStateId: oneTimeTokens.flowStateId,
    });
  return row && snakeCased(row);
}
