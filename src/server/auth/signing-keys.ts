import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { z } from 'zod';
import { randomToken } from './crypto';

/** Asymmetric algorithms an access token may be signed with (auth-js's getClaims() knows these two). */
export const ASYMMETRIC_ALGORITHMS = ['ES256', 'RS256'] as const;
export type AsymmetricAlgorithm = (typeof ASYMMETRIC_ALGORITHMS)[number];

/**
 * A signing key as kept in DATA_DIR/jwt-keys.json: the newest one signs; older ones were retired
 * (`retiredAt`, seconds) and verify only until the tokens they signed have expired.
 */
const storedKeySchema = z.object({
  kid: z.string().min(1).max(200),
  alg: z.enum(ASYMMETRIC_ALGORITHMS),
  privateJwk: z.looseObject({ kty: z.enum(['EC', 'RSA']), d: z.string().min(1) }),
  createdAt: z.number().int(),
  retiredAt: z.number().int().optional(),
});
export type StoredKey = z.infer<typeof storedKeySchema>;
const keyFileSchema = z.object({ keys: z.array(storedKeySchema).min(1) });

/** Private key members of a JWK: none of them may ever leave the server. */
export const PRIVATE_JWK_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

/** The public half of a JWK, with only the members a verifier needs. */
export function publicJwk(jwk: JWK, kid: string, alg: AsymmetricAlgorithm): JWK {
  const members = jwk.kty === 'EC' ? (['kty', 'crv', 'x', 'y'] as const) : (['kty', 'n', 'e'] as const);
  const result: JWK = Object.fromEntries(members.map((member) => [member, jwk[member]]));
  return { ...result, kid, alg, use: 'sig', key_ops: ['verify'] };
}

export async function generateStoredKey(alg: AsymmetricAlgorithm, nowSeconds: number): Promise<StoredKey> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  const privateJwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(privateJwk);
  return storedKeySchema.parse({ kid, alg, privateJwk, createdAt: nowSeconds });
}

const keyFile = (dataDir: string) => path.join(dataDir, 'jwt-keys.json');

function readKeyFile(file: string): StoredKey[] | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (!text.trim()) return null;
  const parsed = keyFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a key file Rookery wrote: ${parsed.error.issues[0]?.message}`);
  return parsed.data.keys;
}

/** The keys kept in DATA_DIR, or null when there is no key file yet. */
export const readStoredKeys = (dataDir: string): StoredKey[] | null => readKeyFile(keyFile(dataDir));

function writeAside(file: string, keys: StoredKey[]): string {
  const temp = `${file}.${process.pid}.${randomToken(6)}.tmp`;
  writeFileSync(temp, `${JSON.stringify({ keys }, null, 2)}\n`, { mode: 0o600 });
  return temp;
}

/**
 * The keys in DATA_DIR, with a new one made on first start. Written aside and linked into place,
 * so two processes starting on one folder at once agree on the first key (as with jwt-secret).
 */
export async function loadStoredKeys(
  dataDir: string,
  alg: AsymmetricAlgorithm,
  nowSeconds: number,
): Promise<StoredKey[]> {
  const file = keyFile(dataDir);
  const existing = readKeyFile(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const temp = writeAside(file, [await generateStoredKey(alg, nowSeconds)]);
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (!readKeyFile(file)) renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
  const keys = readKeyFile(file);
  if (!keys) throw new Error(`Could not keep a signing key in ${file}`);
  return keys;
}

/** Every key retired by `nowSeconds`; those retired longer ago than `keepSeconds` are left out. */
function retired(keys: StoredKey[], nowSeconds: number, keepSeconds: number): StoredKey[] {
  return keys
    .map((key) => (key.retiredAt === undefined ? { ...key, retiredAt: nowSeconds } : key))
    .filter((key) => key.retiredAt! + keepSeconds > nowSeconds);
}

/**
 * Retires the signing key and puts a new one first; keys retired longer ago than `keepSeconds`
 * (the longest an access token lives) are dropped from the file.
 */
export async function rotateStoredKeys(
  dataDir: string,
  alg: AsymmetricAlgorithm,
  nowSeconds: number,
  keepSeconds: number,
): Promise<StoredKey[]> {
  const file = keyFile(dataDir);
  const keys = [await generateStoredKey(alg, nowSeconds), ...retired(readKeyFile(file) ?? [], nowSeconds, keepSeconds)];
  mkdirSync(dataDir, { recursive: true });
  renameSync(writeAside(file, keys), file);
  return keys;
}

/**
 * Retires every key in DATA_DIR (access tokens are signed with HS256 now), so they verify only
 * the tokens they already signed; the file goes once none is left. Null when there is none.
 */
export function retireStoredKeys(dataDir: string, nowSeconds: number, keepSeconds: number): StoredKey[] | null {
  const file = keyFile(dataDir);
  const current = readKeyFile(file);
  if (!current) return null;
  if (current.every((key) => key.retiredAt !== undefined && key.retiredAt + keepSeconds > nowSeconds)) return current;
  const keys = retired(current, nowSeconds, keepSeconds);
  if (!keys.length) {
    rmSync(file, { force: true });
    return null;
  }
  renameSync(writeAside(file, keys), file);
  return keys;
}

/**
 * Keys given in AUTH_JWT_KEYS: a JSON array of JWKs, as GoTrue's GOTRUE_JWT_KEYS. The first
 * private key whose `key_ops` (if given) include "sign" signs; the others only verify, public
 * halves are enough for those. Rotation is then the operator's: add the new key, move "sign" to
 * it, and drop the old one once its tokens have expired.
 */
const configuredJwkSchema = z.looseObject({
  kty: z.enum(['EC', 'RSA'], { error: 'each key must be an EC (P-256) or RSA key' }),
  kid: z.string({ error: 'each key needs a "kid"' }).min(1).max(200),
  alg: z.enum(ASYMMETRIC_ALGORITHMS).optional(),
  crv: z.string().optional(),
  d: z.string().optional(),
  key_ops: z.array(z.string()).optional(),
});
export const configuredKeysSchema = z
  .array(configuredJwkSchema)
  .min(1, 'must hold at least one key')
  .superRefine((keys, context) => {
    for (const key of keys) {
      if (key.kty === 'EC' && key.crv !== 'P-256')
        context.addIssue({ code: 'custom', message: `key ${key.kid}: EC keys must use P-256 (ES256)` });
    }
    if (!configuredSigningKey(keys)) {
      context.addIssue({
        code: 'custom',
        message: 'no private key may sign (one needs "d", and "sign" in key_ops if it has key_ops)',
      });
    }
    if (new Set(keys.map((key) => key.kid)).size !== keys.length)
      context.addIssue({ code: 'custom', message: 'two keys share a kid' });
  });
export type ConfiguredKey = z.infer<typeof configuredJwkSchema>;

/** The configured key that signs: the first private one whose key_ops (if any) include "sign". */
export function configuredSigningKey<Key extends Pick<ConfiguredKey, 'd' | 'key_ops'>>(keys: Key[]): Key | undefined {
  return keys.find((key) => key.d && (key.key_ops ?? ['sign']).includes('sign'));
}

export const algorithmOf = (key: { kty: string; alg?: string }): AsymmetricAlgorithm =>
  key.alg === 'RS256' || key.alg === 'ES256' ? key.alg : key.kty === 'RSA' ? 'RS256' : 'ES256';
