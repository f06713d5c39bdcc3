import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPrivateKey, createPublicKey, type JsonWebKey as NodeJwk, type KeyObject } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify, SignJWT, type JWK } from 'jose';
import { randomToken } from './crypto';
import {
  algorithmOf,
  configuredSigningKey,
  publicJwk,
  readStoredKeys,
  rotateStoredKeys,
  type AsymmetricAlgorithm,
  type ConfiguredKey,
  type StoredKey,
} from './signing-keys';

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

export interface JwtOptions {
  /** HS256 secret: signs the API keys (and access tokens in HS256 mode); always verifies. */
  secret: string;
  /** What signs access tokens: the asymmetric signing key, or the secret. */
  accessTokens: 'asymmetric' | 'HS256';
  /** Asymmetric keys, from DATA_DIR (rotatable) or from configuration (fixed). */
  keys: KeySource;
  /** Accepted `iss` values besides ours; empty, any issuer (or none) is accepted, as GoTrue does. */
  issuers: string[];
  /** The longest an access token lives: how long a retired key keeps verifying. */
  tokenLifetimeSeconds: number;
}

export type KeySource =
  | { kind: 'stored'; dataDir: string; alg: AsymmetricAlgorithm; keys: StoredKey[] }
  | { kind: 'configured'; keys: ConfiguredKey[] }
  | { kind: 'none' };

interface VerifyingKey {
  kid: string;
  alg: AsymmetricAlgorithm;
  key: KeyObject;
  publicJwk: JWK;
  /** Seconds; unset while the key signs, or for configured keys. */
  verifiesUntil?: number;
}

interface SigningKey {
  kid: string;
  alg: AsymmetricAlgorithm;
  key: KeyObject;
}

/**
 * How long a retired key verifies beyond the lifetime of its last token: clocks that disagree, and
 * other instances sharing DATA_DIR, which take up a new key at their next check (at most
 * KEY_CHECK_INTERVAL_MS later) and sign with the old one until then.
 */
export const CLOCK_SKEW_SECONDS = 10 * 60;
/** How often the key file is read again for a rotation another process made (plugin.ts). */
export const KEY_CHECK_INTERVAL_MS = 5 * 60_000;
/** A token with an unknown kid re-reads the key file at most this often, however many arrive. */
const UNKNOWN_KID_RELOAD_MS = 10_000;
const nowSeconds = () => Math.floor(Date.now() / 1000);

async function keyringOf(source: KeySource, lifetime: number) {
  const verifying = new Map<string, VerifyingKey>();
  let signing: SigningKey | undefined;
  if (source.kind === 'stored') {
    for (const stored of source.keys) {
      const key = createPrivateKey({ key: stored.privateJwk as NodeJwk, format: 'jwk' });
      const verifiesUntil =
        stored.retiredAt === undefined ? undefined : stored.retiredAt + lifetime + CLOCK_SKEW_SECONDS;
      verifying.set(stored.kid, {
        kid: stored.kid,
        alg: stored.alg,
        key: createPublicKey(key),
        publicJwk: publicJwk(stored.privateJwk as JWK, stored.kid, stored.alg),
        verifiesUntil,
      });
      if (!signing && stored.retiredAt === undefined) signing = { kid: stored.kid, alg: stored.alg, key };
    }
  } else if (source.kind === 'configured') {
    const signer = configuredSigningKey(source.keys);
    for (const configured of source.keys) {
      const alg = algorithmOf(configured);
      const jwk = configured as JWK;
      const key = configured.d ? createPrivateKey({ key: jwk as NodeJwk, format: 'jwk' }) : undefined;
      const publicKey = key ? createPublicKey(key) : createPublicKey({ key: jwk as NodeJwk, format: 'jwk' });
      verifying.set(configured.kid, {
        kid: configured.kid,
        alg,
        key: publicKey,
        publicJwk: publicJwk(jwk, configured.kid, alg),
      });
      if (key && configured === signer) signing = { kid: configured.kid, alg, key };
    }
  }
  return { verifying, signing };
}

/**
 * Signs with the shared secret alone (HS256): what scripts and tools holding AUTH_JWT_SECRET use to
 * mint a service-role key for a running server, as any tool of the Supabase ecosystem can.
 */
export function createJwt(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: Record<string, unknown>) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(JWT_ISSUER)
        .setIssuedAt()
        .sign(key);
    },
  };
}

/** The keys, issuers and algorithms every token Rookery issues or accepts goes through. */
export async function createTokenKeys(options: JwtOptions) {
  const secretKey = new TextEncoder().encode(options.secret);
  const lifetime = options.tokenLifetimeSeconds;
  let source = options.keys;
  let ring = await keyringOf(source, lifetime);
  if (options.accessTokens === 'asymmetric' && !ring.signing)
    throw new Error('No asymmetric key may sign access tokens');
  const issuer = options.issuers.length ? [JWT_ISSUER, ...options.issuers] : undefined;

  /** Takes up the key file as another process sharing DATA_DIR left it (after its rotation). */
  const reload = async () => {
    if (source.kind !== 'stored') return;
    const keys = readStoredKeys(source.dataDir);
    const fingerprint = (list: StoredKey[]) => list.map((key) => `${key.kid}:${key.retiredAt ?? ''}`).join();
    if (!keys || fingerprint(keys) === fingerprint(source.keys)) return;
    const next = { ...source, keys };
    const nextRing = await keyringOf(next, lifetime);
    if (options.accessTokens === 'asymmetric' && !nextRing.signing) return;
    source = next;
    ring = nextRing;
  };

  let lastUnknownKidReload = 0;
  const live = (key: VerifyingKey, at: number) => key.verifiesUntil === undefined || key.verifiesUntil > at;

  const signWith = (claims: Record<string, unknown>, expiresAt: number | undefined, asymmetric: boolean) => {
    const signing = asymmetric ? ring.signing : undefined;
    const header = signing ? { alg: signing.alg, kid: signing.kid, typ: 'JWT' } : { alg: 'HS256', typ: 'JWT' };
    const jwt = new SignJWT(claims).setProtectedHeader(header).setIssuer(JWT_ISSUER).setIssuedAt();
    if (expiresAt !== undefined) jwt.setExpirationTime(expiresAt);
    return jwt.sign(signing ? signing.key : secretKey);
  };

  return {
    /** Signs access tokens and other short-lived tokens with the key in use. */
    sign(claims: Record<string, unknown>, expiresAt?: number) {
      return signWith(claims, expiresAt, options.accessTokens === 'asymmetric');
    },
    /**
     * The public and service-role keys: HS256 with the secret and no expiry, like Supabase's
     * anon and service_role keys, so they outlive every rotation of the signing key.
     */
    signApiKey(claims: Record<string, unknown>) {
      return signWith(claims, undefined, false);
    },
    /**
     * Verifies signature, issuer and expiry: HS256 with the secret, or ES256/RS256 with a key we
     * hold that is not past its retirement. `alg: none` and every other algorithm are refused.
     */
    async verify<Claims>(token: string): Promise<Claims> {
      const header = decodeProtectedHeader(token);
      if (header.alg === 'HS256') {
        const { payload } = await jwtVerify(token, secretKey, { algorithms: ['HS256'], issuer });
        return payload as Claims;
      }
      if (typeof header.kid !== 'string') throw new Error('asymmetric token without a kid');
      if (!ring.verifying.has(header.kid) && Date.now() - lastUnknownKidReload >= UNKNOWN_KID_RELOAD_MS) {
        lastUnknownKidReload = Date.now();
        await reload();
      }
      const key = ring.verifying.get(header.kid);
      if (!key || !live(key, nowSeconds())) throw new Error('signed by a key that is unknown or retired');
      const { payload } = await jwtVerify(token, key.key, { algorithms: [key.alg], issuer });
      return payload as Claims;
    },
    /** The public halves of the keys that verify now, for /.well-known/jwks.json. */
    jwks(): { keys: JWK[] } {
      const at = nowSeconds();
      return { keys: [...ring.verifying.values()].filter((key) => live(key, at)).map((key) => key.publicJwk) };
    },
    /** The kid signing access tokens now (undefined in HS256 mode). */
    get signingKid(): string | undefined {
      return options.accessTokens === 'asymmetric' ? ring.signing?.kid : undefined;
    },
    /**
     * Starts signing with a new key kept in DATA_DIR; the old one verifies until the tokens it
     * signed have expired. Configured keys are rotated by changing the configuration.
     */
    async rotate(at = nowSeconds()) {
      if (source.kind !== 'stored') throw new Error('Signing keys come from AUTH_JWT_KEYS: rotate them there');
      if (options.accessTokens === 'HS256') throw new Error('Access tokens are signed with AUTH_JWT_SECRET (HS256)');
      source = {
        ...source,
        keys: await rotateStoredKeys(source.dataDir, source.alg, at, lifetime + CLOCK_SKEW_SECONDS),
      };
      ring = await keyringOf(source, lifetime);
      return ring.signing!.kid;
    },
    /** Reads the key file again, for a rotation another instance sharing DATA_DIR made. */
    reload,
    /** Forgets keys whose last tokens have expired by `at` (seconds): tokens they signed get refused. */
    prune(at = nowSeconds()) {
      for (const [kid, key] of ring.verifying) if (!live(key, at)) ring.verifying.delete(kid);
    },
    /** How old the signing key is, in seconds (for rotation by age); undefined when it is not ours to rotate. */
    signingKeyAge(at = nowSeconds()): number | undefined {
      if (source.kind !== 'stored') return undefined;
      const stored = source.keys.find((key) => key.kid === ring.signing?.kid);
      return stored ? at - stored.createdAt : undefined;
    },
  };
}
export type Jwt = Awaited<ReturnType<typeof createTokenKeys>>;
