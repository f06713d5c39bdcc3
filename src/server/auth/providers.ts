import { createRemoteJWKSet, importSPKI, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import { authError } from './errors';

/** An OAuth 2 / OpenID Connect provider configured in AUTH_PROVIDERS. */
export const providerSchema = z.object({
  name: z.string().regex(/^[a-z0-9_-]+$/),
  issuer: z.string().min(1),
  clientId: z.string().min(1),
  clientSecret: z.string().optional(),
  authorizeUrl: z.url().optional(),
  tokenUrl: z.url().optional(),
  jwksUrl: z.url().optional(),
  publicKeyPem: z.string().optional(),
  /** For providers that sign id_tokens with a shared secret (HS256). */
  secret: z.string().optional(),
  scopes: z.string().default('openid email profile'),
});
export type AuthProvider = z.infer<typeof providerSchema>;

export function parseProviders(value: unknown): AuthProvider[] {
  return z.array(providerSchema).parse(value);
}

export function findProvider(providers: AuthProvider[], name: string | undefined): AuthProvider {
  const provider = providers.find((candidate) => candidate.name === name);
  if (!provider) throw authError.providerDisabled(String(name ?? '').slice(0, 50) || '(none)');
  return provider;
}

/** The providers GoTrue's id_token grant knows by name, with the issuer it names when one is off. */
const KNOWN_ID_TOKEN_ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  google: 'https://accounts.google.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  keycloak: '',
};

/** The configured provider an id_token names, or GoTrue's refusal for a known or a custom one. */
export function findIdTokenProvider(providers: AuthProvider[], name: string): AuthProvider {
  const provider = providers.find((candidate) => candidate.name === name);
  if (provider) return provider;
  const issuer = Object.hasOwn(KNOWN_ID_TOKEN_ISSUERS, name) ? KNOWN_ID_TOKEN_ISSUERS[name] : undefined;
  if (issuer !== undefined) throw authError.idTokenProviderDisabled(issuer);
  throw authError.idTokenProviderNotAllowed(name.slice(0, 50));
}

export interface VerifiedIdentity {
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
  claims: JWTPayload;
}

/** Verifies an id_token from the provider: signature, issuer, audience, expiry and nonce. */
export async function verifyIdToken(
  provider: AuthProvider,
  idToken: string,
  nonce?: string,
): Promise<VerifiedIdentity> {
  const options = { issuer: provider.issuer, audience: provider.clientId };
  let payload: JWTPayload;
  try {
    if (provider.secret) {
      ({ payload } = await jwtVerify(idToken, new TextEncoder().encode(provider.secret), {
        ...options,
        algorithms: ['HS256'],
      }));
    } else if (provider.publicKeyPem) {
      const key = await importSPKI(provider.publicKeyPem, 'RS256');
      ({ payload } = await jwtVerify(idToken, key, { ...options, algorithms: ['RS256'] }));
    } else if (provider.jwksUrl) {
      ({ payload } = await jwtVerify(idToken, createRemoteJWKSet(new URL(provider.jwksUrl)), options));
    } else {
      throw new Error('provider has no verification key');
    }
  } catch (error) {
    throw authError.badOAuthCallback(`Bad ID token: ${error instanceof Error ? error.message : 'verification failed'}`);
  }
  if (nonce !== undefined && payload.nonce !== undefined && payload.nonce !== nonce) {
    throw authError.badOAuthCallback('Bad ID token: nonces mismatch');
  }
  if (!payload.sub) throw authError.badOAuthCallback('Bad ID token: missing sub claim');
  return {
    subject: payload.sub,
    email: typeof payload.email === 'string' ? payload.email : undefined,
    emailVerified: payload.email_verified === true,
    name: typeof payload.name === 'string' ? payload.name : undefined,
    claims: payload,
  };
}
