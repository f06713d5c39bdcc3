import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../lib/api';

/**
 * Error codes the server sends that have their own words (GoTrue's error_code values), and the
 * codes we give failures ourselves; each has a text under `errors.` (checked by the type-check).
 */
const KNOWN_CODES = [
  'network',
  'session_missing',
  'invalid_credentials',
  'email_not_confirmed',
  'user_banned',
  'weak_password',
  'same_password',
  'user_already_exists',
  'email_exists',
  'over_email_send_rate_limit',
  'over_request_rate_limit',
  'otp_expired',
  'mfa_verification_failed',
  'mfa_challenge_expired',
  'mfa_factor_name_conflict',
  'signup_disabled',
  'reauthentication_needed',
  'reauthentication_not_valid',
  'single_identity_not_deletable',
  'identity_not_found',
  'identity_already_exists',
  'insufficient_aal',
  'validation_failed',
] as const;
type KnownCode = (typeof KNOWN_CODES)[number];
const isKnownCode = (code: string): code is KnownCode => (KNOWN_CODES as readonly string[]).includes(code);

/** The reasons a weak password is given that we have words for. */
const WEAK_PASSWORD_REASONS = ['length', 'characters', 'pwned'] as const;
type WeakPasswordReason = (typeof WEAK_PASSWORD_REASONS)[number];
const isWeakPasswordReason = (reason: string): reason is WeakPasswordReason =>
  (WEAK_PASSWORD_REASONS as readonly string[]).includes(reason);

/** The auth-js error classes we tell apart by name (the classes themselves stay in the lazy chunk). */
interface AuthLikeError {
  name?: string;
  code?: string;
  status?: number;
  reasons?: string[];
}

/** The stable code of an auth or API failure, for wording and for decisions. */
export function authErrorCode(error: unknown): string {
  if (error instanceof ApiRequestError) return error.status === 0 ? 'network' : error.code;
  const failure = (error ?? {}) as AuthLikeError;
  if (failure.name === 'AuthRetryableFetchError') return 'network';
  if (failure.name === 'AuthSessionMissingError') return 'session_missing';
  if (failure.name === 'AuthWeakPasswordError') return 'weak_password';
  return failure.code ?? 'generic';
}

/** Words for an auth failure in the reader's language; weak passwords list their reasons. */
export function describeAuthError(error: unknown, t: TFunction<'auth'>): string {
  const code = authErrorCode(error);
  if (code === 'weak_password') {
    const reasons = ((error as AuthLikeError).reasons ?? []).filter(isWeakPasswordReason);
    return [t('errors.weak_password'), ...reasons.map((reason) => t(`errors.weak_password_${reason}`))].join(' ');
  }
  if (isKnownCode(code)) return t(`errors.${code}`);
  return t('errors.generic');
}
