import { eq, sql as raw } from 'drizzle-orm';
import type { Database, SqlExecutor } from '../db/database';
import type { MailTemplate } from '../mail/templates';
import type { AuthContext } from './context';
import { accountLimits, LIMIT_BUCKETS } from './account-limits';
import { s256, sha256 } from './crypto';
import { authError } from './errors';
import { safeRedirect, verifyLink } from './http';
import { issueOneTimeToken, type TokenType } from './one-time-tokens';
import { passwordWeaknesses } from './passwords';
import { flowState, users, type FlowStateRow } from './schema';
import type { UserRow } from './users';

export function assertStrongPassword(context: AuthContext, password: string): void {
  const { reasons, message } = passwordWeaknesses(password, context.passwordRules);
  if (reasons.length) throw authError.weakPassword(reasons, message);
}

/**
 * Counts one request for mail (or a text) to an address, refusing it once the address has had its
 * hourly share (see account-limits.ts). Pass the transaction the request writes in, so a refused
 * change does not count.
 */
export async function takeMailAllowance(
  context: AuthContext,
  address: string,
  sql: SqlExecutor = context.db,
): Promise<void> {
  const window = { limit: context.config.AUTH_EMAIL_RATE_LIMIT_PER_HOUR, windowSeconds: 3600 };
  if (!(await accountLimits(sql).take(LIMIT_BUCKETS.mail, address, window))) throw authError.overEmailSendRateLimit();
}

const LINK_TYPE: Record<TokenType, string> = {
  confirmation: 'signup',
  magiclink: 'magiclink',
  recovery: 'recovery',
  invite: 'invite',
  email_change: 'email_change',
  phone_change: 'phone_change',
  sms: 'sms',
  reauthentication: 'reauthentication',
};

const TEMPLATE: Partial<Record<TokenType, MailTemplate>> = {
  confirmation: 'confirmation',
  magiclink: 'magic_link',
  recovery: 'recovery',
  invite: 'invite',
  email_change: 'email_change',
  reauthentication: 'reauthentication',
};

export interface PkceChallenge {
  code_challenge?: string | null;
  code_challenge_method?: string | null;
}

/** Stores a PKCE challenge so the link in the mail ends in ?code= rather than tokens in the URL. */
export async function createFlowState(
  executor: SqlExecutor,
  userId: string | null,
  challenge: PkceChallenge,
  method: string,
): Promise<string | undefined> {
  if (!challenge.code_challenge) return undefined;
  const codeMethod = (challenge.code_challenge_method ?? 's256').toLowerCase();
  if (codeMethod !== 's256' && codeMethod !== 'plain')
    throw authError.validation('code_challenge_method must be s256 or plain');
  const [row] = await executor.orm
    .insert(flowState)
    .values({
      userId,
      codeChallenge: challenge.code_challenge,
      codeChallengeMethod: codeMethod,
      authenticationMethod: method,
    })
    .returning({ id: flowState.id });
  return row!.id;
}

/**
 * Ends the proof step of a PKCE flow: the user who proved who they are gets a one-use code that
 * the client, holding the verifier, trades at /token. Returns the code for the redirect.
 */
export async function issueAuthCode(db: Database, flowStateId: string, userId: string): Promise<string> {
  const code = crypto.randomUUID();
  await db.orm
    .update(flowState)
    .set({ authCodeHash: sha256(code), authCodeIssuedAt: raw`now()`, userId })
    .where(eq(flowState.id, flowStateId));
  return code;
}

/** The flow an auth code was issued for, taken away so the code works once; undefined for an unknown code. */
export async function takeFlowByAuthCode(db: Database, code: string): Promise<FlowStateRow | undefined> {
  const [flow] = await db.orm
    .delete(flowState)
    .where(eq(flowState.authCodeHash, sha256(code)))
    .returning();
  return flow;
}

export function matchesChallenge(verifier: string, challenge: string, method: string): boolean {
  return method === 'plain' ? verifier === challenge : s256(verifier) === challenge;
}

/**
 * Issues a one-time token for a user and sends it: a link and a code by e-mail, or a code by
 * SMS. Returns what generate_link hands back to admins.
 */
export async function sendOneTimeToken(
  context: AuthContext,
  user: UserRow,
  type: TokenType,
  options: {
    /** The site's address for this request (siteUrl): links point there. */
    site: string;
    to?: string;
    redirectTo?: string | null;
    flowStateId?: string;
    deliver?: boolean;
    language?: string;
  },
) {
  const { site } = options;
  const to = options.to ?? user.email ?? user.phone ?? '';
  const redirectTo = safeRedirect(context, site, options.redirectTo);
  const issued = await issueOneTimeToken(context.db, {
    userId: user.id,
    type,
    relatesTo: to,
    redirectTo,
    flowStateId: options.flowStateId,
  });
  const link = verifyLink(site, issued.token, LINK_TYPE[type], redirectTo);
  if (options.deliver !== false) {
    const language = options.language ?? String(user.raw_user_meta_data.language ?? 'en');
    const template = TEMPLATE[type];
    if (to.includes('@') && template) {
      await context.mailer.send({
        to,
        template,
        language,
        params: {
          link,
          code: issued.code,
          email: user.email ?? undefined,
          newEmail: user.email_change ?? undefined,
          siteUrl: site,
        },
      });
    } else {
      await context.mailer.sms.send(to, `Your Rookery code is ${issued.code}`);
    }
  }
  const sentColumn: Partial<Record<TokenType, keyof typeof users.$inferInsert>> = {
    confirmation: 'confirmationSentAt',
    recovery: 'recoverySentAt',
    email_change: 'emailChangeSentAt',
    phone_change: 'phoneChangeSentAt',
    sms: 'confirmationSentAt',
    reauthentication: 'reauthenticationSentAt',
  };
  const column = sentColumn[type];
  if (column)
    await context.db.orm
      .update(users)
      .set({ [column]: raw`now()` })
      .where(eq(users.id, user.id));
  return { link, code: issued.code, hashedToken: issued.hashedToken, redirectTo, verificationType: LINK_TYPE[type] };
}

/**
 * Tells the owner of an address that someone tried to sign up with it again, in place of the
 * confirmation a new account gets; nothing about the account changes.
 */
export async function sendAccountExistsNotice(
  context: AuthContext,
  user: UserRow,
  to: string,
  site: string,
): Promise<void> {
  const signIn = `${site}/login`;
  if (to.includes('@')) {
    const language = String(user.raw_user_meta_data.language ?? 'en');
    await context.mailer.send({ to, template: 'account_exists', language, params: { link: signIn, siteUrl: site } });
  } else {
    await context.mailer.sms.send(to, `You already have a Rookery account. Sign in at ${signIn}`);
  }
}
