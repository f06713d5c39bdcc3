/**
 * Errors in GoTrue's shape, { code: <status>, error_code, msg }, so the unmodified auth-js
 * client raises its own error classes (AuthWeakPasswordError, AuthApiError …).
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }

  toJSON() {
    return { code: this.status, error_code: this.errorCode, msg: this.message, ...this.extra };
  }
}

export const authError = {
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  phoneNotConfirmed: () => new AuthError(400, 'phone_not_confirmed', 'Phone not confirmed'),
  userBanned: () => new AuthError(400, 'user_banned', 'User is banned'),
  weakPassword: (reasons: string[], message: string) =>
    new AuthError(422, 'weak_password', message, { weak_password: { reasons, message } }),
  samePassword: () => new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  signupDisabled: () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  emailExists: () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  phoneExists: () => new AuthError(422, 'phone_exists', 'A user with this phone number has already been registered'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token'),
  badJwt: (detail = 'invalid JWT') =>
    new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  sessionNotFound: () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  overRequestRateLimit: () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  overEmailSendRateLimit: () => new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded'),
  tooManyFailedSignIns: () =>
    new AuthError(
      429,
      'over_request_rate_limit',
      'Too many failed sign-in attempts for this account. Try again in 15 minutes, or reset your password.',
    ),
  providerDisabled: (provider: string) =>
    new AuthError(400, 'provider_disabled', `Unsupported provider: provider ${provider} is not enabled`),
  /** GoTrue's answer on every /sso route while SAML is off. */
  samlDisabled: () => new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled'),
  web3Disabled: () => new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled'),
  /** An id_token for a provider GoTrue knows by name (its issuer) that this server has not configured. */
  idTokenProviderDisabled: (issuer: string) =>
    new AuthError(400, 'provider_disabled', `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`),
  idTokenProviderNotAllowed: (name: string) =>
    new AuthError(400, 'validation_failed', `Custom OIDC provider ${JSON.stringify(name)} not allowed`),
  anonymousDisabled: () => new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'),
  /** GoTrue refuses a password for an anonymous account that has no address to recover it with. */
  anonymousPasswordWithoutAddress: () =>
    new AuthError(
      422,
      'validation_failed',
      'Updating password of an anonymous user without an email or phone is not allowed',
    ),
  otpDisabled: () => new AuthError(422, 'otp_disabled', 'Signups not allowed for otp'),
  mfaFactorNotFound: () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found'),
  mfaChallengeNotFound: () => new AuthError(404, 'mfa_challenge_expired', 'Challenge not found or expired'),
  mfaVerificationFailed: () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  mfaFactorNameConflict: () =>
    new AuthError(422, 'mfa_factor_name_conflict', 'A factor with this friendly name already exists'),
  insufficientAal: () => new AuthError(403, 'insufficient_aal', 'AAL2 required'),
  identityAlreadyExists: () =>
    new AuthError(422, 'identity_already_exists', 'Identity is already linked to another user'),
  identityNotFound: () => new AuthError(404, 'identity_not_found', "Identity doesn't exist"),
  singleIdentityNotDeletable: () =>
    new AuthError(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking'),
  reauthenticationNeeded: () =>
    new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  reauthenticationNotValid: () => new AuthError(400, 'reauthentication_not_valid', 'Verification code is invalid'),
  badCodeVerifier: () =>
    new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  flowStateNotFound: () => new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  badOAuthCallback: (message: string) => new AuthError(400, 'bad_oauth_callback', message),
  emailAddressInvalid: (email: string) =>
    new AuthError(400, 'email_address_invalid', `Email address "${email.slice(0, 100)}" is invalid`),
  notFound: () => new AuthError(404, 'not_found', 'Not found'),
};
