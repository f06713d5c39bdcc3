import { z } from 'zod';

/** Problems the sign-in forms catch before asking the server; the web app words them (spec §5). */
export const CREDENTIAL_ISSUES = [
  'missing_credentials',
  'missing_contact',
  'invalid_email',
  'missing_password',
  'missing_username',
  'username_too_long',
  'passwords_differ',
  'missing_code',
] as const;
export type CredentialIssue = (typeof CREDENTIAL_ISSUES)[number];

export const USERNAME_MAX_LENGTH = 40;
export const EMAIL_MAX_LENGTH = 255;

/**
 * The one e-mail rule: trimmed, at most 255 characters, in the shape zod's e-mail check accepts.
 * The auth service, the admin's invitations and test mail, and every form check addresses with it,
 * so a form never accepts an address the server refuses.
 */
export const emailAddressSchema = z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email());
export const isEmailAddress = (value: string) => emailAddressSchema.safeParse(value).success;

/** Sign-in and sign-up need an e-mail (or phone) plus a password. */
export function passwordCredentialsIssue(email: string, password: string): CredentialIssue | null {
  if (!email.trim() || !password) return 'missing_credentials';
  return isEmailAddress(email) ? null : 'invalid_email';
}

/** A one-time code or link, or a password reset, needs an e-mail (or phone). */
export function contactIssue(email: string): CredentialIssue | null {
  if (!email.trim()) return 'missing_contact';
  return isEmailAddress(email) ? null : 'invalid_email';
}

/** Sign-up also asks for the name other players see. */
export function signUpIssue(username: string, email: string, password: string): CredentialIssue | null {
  const name = username.trim();
  if (!name) return 'missing_username';
  if (name.length > USERNAME_MAX_LENGTH) return 'username_too_long';
  return passwordCredentialsIssue(email, password);
}

/** A new password typed twice. */
export function newPasswordIssue(password: string, repeated: string): CredentialIssue | null {
  if (!password) return 'missing_password';
  return password === repeated ? null : 'passwords_differ';
}

/** The six-digit codes sent by e-mail and shown by authenticator apps. */
export function normaliseCode(value: string): string {
  return value.replace(/\s+/g, '');
}

export function codeIssue(value: string): CredentialIssue | null {
  return /^\d{6}$/.test(normaliseCode(value)) ? null : 'missing_code';
}
