import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { randomToken } from './crypto';

export const JWT_ISSUER = 'rookery';

export interface AccessClaims {
  sub: string;
  role: string;
  aud: string;
  aal: 'aal1' | 'aal2';
  amr: Array<{ method: string; timestamp: number }>;
  session_id: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  is_anonymous: boolean;
  exp: number;
  iat: number;
}

export interface KeyClaims {
  role: 'anon' | 'service_role';
}

/** The secret from config, or one generated on first start and kept in DATA_DIR. */
export function loadJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  // Written aside, then linked into place: two processes starting on one data folder at once
  // never read a half-written file, and the first one's secret is the one both use.
  const temp = `${file}.${process.pid}.${randomToken(6)}.tmp`;
  writeFileSync(temp, randomToken(48), { mode: 0o600 });
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // An empty leftover is replaced; a secret another process wrote is kept.
    if (!readSecret(file)) renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
  const secret = readSecret(file);
  if (!secret) throw new Error(`Could not keep a sign-in secret in ${file}`);
  return secret;
}

/** The stored secret, or null when the file is missing or empty. */
function readSecret(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function createJwt(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: Record<string, unknown>, expiresAt?: number) {
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(JWT_ISSUER)
        .setIssuedAt();
      if (expiresAt !== undefined) jwt.setExpirationTime(expiresAt);
      return jwt.sign(key);
    },
    /** Verifies signature (HS256 only, so `alg: none` and others are refused), issuer and expiry. */
    async verify<Claims>(token: string): Promise<Claims> {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: JWT_ISSUER });
      return payload as Claims;
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;
