import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomToken(48);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function createJwt(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: Record<string, unknown>, expiresAt?: number) {
      const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer(JWT_ISSUER).setIssuedAt();
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
