import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../lib/api';

/** The server's codes that have words of their own under `errors.` (checked by the type-check). */
const KNOWN = [
  'blocked',
  'not_friends',
  'username_taken',
  'avatar_too_large',
  'avatar_not_an_image',
  'avatar_empty',
  'request_pending',
  'already_friends',
  'validation_failed',
  'network_error',
  'rate_limited',
  // A guest with an anonymous account tried to message, comment or befriend (decision 0029).
  'anonymous_not_allowed',
] as const;
type KnownCode = (typeof KNOWN)[number];
const isKnownCode = (code: string): code is KnownCode => (KNOWN as readonly string[]).includes(code);

/** The words for an API failure: the server's code when we know it, else a general line. */
export function socialErrorText(t: TFunction<'social'>, error: unknown): string {
  if (error instanceof ApiRequestError && isKnownCode(error.code)) return t(`errors.${error.code}`);
  return t('toast.failed');
}
