import { describe, expect, it } from 'vitest';
import {
  codeIssue,
  contactIssue,
  newPasswordIssue,
  normaliseCode,
  passwordCredentialsIssue,
  signUpIssue,
} from './credentials';

describe('credential checks', () => {
  it('needs an e-mail and a password to sign in or up', () => {
    expect(passwordCredentialsIssue('', 'secret')).toBe('missing_credentials');
    expect(passwordCredentialsIssue('a@b.co', '')).toBe('missing_credentials');
    expect(passwordCredentialsIssue('   ', 'secret')).toBe('missing_credentials');
    expect(passwordCredentialsIssue('not-an-email', 'secret')).toBe('invalid_email');
    expect(passwordCredentialsIssue(' a@b.co ', 'secret')).toBeNull();
  });

  it('needs an e-mail for a code, a link or a reset', () => {
    expect(contactIssue('')).toBe('missing_contact');
    expect(contactIssue('a@b')).toBe('invalid_email');
    expect(contactIssue('a@b.co')).toBeNull();
  });

  it('needs a username of at most 40 characters to sign up', () => {
    expect(signUpIssue(' ', 'a@b.co', 'secret')).toBe('missing_username');
    expect(signUpIssue('x'.repeat(41), 'a@b.co', 'secret')).toBe('username_too_long');
    expect(signUpIssue('Korvus', '', 'secret')).toBe('missing_credentials');
    expect(signUpIssue('Korvus', 'a@b.co', 'secret')).toBeNull();
  });

  it('checks a new password typed twice', () => {
    expect(newPasswordIssue('', '')).toBe('missing_password');
    expect(newPasswordIssue('abc', 'abd')).toBe('passwords_differ');
    expect(newPasswordIssue('abc', 'abc')).toBeNull();
  });

  it('accepts six-digit codes, ignoring spaces', () => {
    expect(normaliseCode(' 123 456 ')).toBe('123456');
    expect(codeIssue('123 456')).toBeNull();
    expect(codeIssue('12345')).toBe('missing_code');
    expect(codeIssue('abcdef')).toBe('missing_code');
  });
});
