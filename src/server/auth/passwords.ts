import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password-0'));

export type CharacterClass = 'lower' | 'upper' | 'digits' | 'symbols';
const CLASS_PATTERNS: Record<CharacterClass, RegExp> = {
  lower: /[a-z]/,
  upper: /[A-Z]/,
  digits: /\d/,
  symbols: /[^A-Za-z0-9]/,
};

export interface PasswordRules {
  minLength: number;
  requiredCharacters: readonly CharacterClass[];
}

/** Reasons a password is too weak (GoTrue's `length` and `characters`), empty when fine. */
export function passwordWeaknesses(password: string, rules: PasswordRules): { reasons: string[]; message: string } {
  const reasons: string[] = [];
  const messages: string[] = [];
  if (password.length < rules.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${rules.minLength} characters.`);
  }
  const missing = rules.requiredCharacters.filter((kind) => !CLASS_PATTERNS[kind].test(password));
  if (missing.length) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${missing.join(', ')}.`);
  }
  return { reasons, message: messages.join(' ') };
}
