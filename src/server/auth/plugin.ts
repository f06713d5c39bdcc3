import type { FastifyError, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { Mailer } from '../mail/mailer';
import { sweepLimitHits } from './account-limits';
import { removeIdleGuests } from './idle-guests';
import type { AuthContext } from './context';
import { AuthError, authError } from './errors';
import { authValidatorCompiler } from './http';
import { drainRequestBody } from '../plugins/errors';
import { CLOCK_SKEW_SECONDS, createTokenKeys, KEY_CHECK_INTERVAL_MS, loadJwtSecret, type JwtOptions } from './jwt';
import { loadStoredKeys, retireStoredKeys, rotateStoredKeys } from './signing-keys';
import { parseProviders } from './providers';
import { createRateLimiter } from './rate-limit';
import { adminRoutes } from './routes/admin';
import { oauthRoutes } from './routes/oauth';
import { sessionRoutes } from './routes/sessions';
import { userRoutes } from './routes/user';

export const AUTH_PREFIX = '/auth/v1';
/** auth-js reads error codes from the body when the answer names this API version. */
const API_VERSION = '2024-01-01';
/** Routes anyone may read as often as they like. */
/** How often counted limit hits too old to matter are deleted. */
const LIMIT_SWEEP_INTERVAL_MS = 10 * 60_000;
/** How often anonymous accounts past AUTH_ANONYMOUS_IDLE_DAYS are looked for. */
const IDLE_GUEST_SWEEP_INTERVAL_MS = 60 * 60_000;
const OPEN_ROUTES = new Set([
  `${AUTH_PREFIX}/settings`,
  `${AUTH_PREFIX}/health`,
  `${AUTH_PREFIX}/.well-known/jwks.json`,
]);

/** Which keys sign and verify, from the settings (decision 0026). */
async function jwtOptions(config: Config): Promise<JwtOptions> {
  const secret = loadJwtSecret(config.AUTH_JWT_SECRET, config.dataDir);
  const common = { secret, issuers: config.AUTH_JWT_ISSUERS, tokenLifetimeSeconds: config.AUTH_JWT_EXPIRY_SECONDS };
  const configuredKeys = config.AUTH_JWT_KEYS;
  // A deployment that set a shared secret and no keys (several instances) keeps HS256 until it sets keys.
  const algorithm = config.AUTH_JWT_ALGORITHM ?? (configuredKeys || !config.AUTH_JWT_SECRET ? undefined : 'HS256');
  const accessTokens = algorithm === 'HS256' ? 'HS256' : 'asymmetric';
  if (configuredKeys) return { ...common, accessTokens, keys: { kind: 'configured', keys: configuredKeys } };
  const alg = algorithm === 'RS256' ? 'RS256' : 'ES256';
  const now = Math.floor(Date.now() / 1000);
  const keep = config.AUTH_JWT_EXPIRY_SECONDS + CLOCK_SKEW_SECONDS;
  if (accessTokens === 'HS256') {
    // No key is made for HS256; keys an earlier start signed with verify until their tokens expire.
    const earlier = retireStoredKeys(config.dataDir, now, keep);
    if (!earlier) return { ...common, accessTokens, keys: { kind: 'none' } };
    return { ...common, accessTokens, keys: { kind: 'stored', dataDir: config.dataDir, alg, keys: earlier } };
  }
  let keys = await loadStoredKeys(config.dataDir, alg, now);
  // AUTH_JWT_ALGORITHM changed since the key was made: a key of the new kind signs from now on, and
  // the old one verifies until its tokens have expired, as at any rotation.
  if (keys.find((key) => key.retiredAt === undefined)?.alg !== alg) {
    keys = await rotateStoredKeys(config.dataDir, alg, now, keep);
  }
  return { ...common, accessTokens, keys: { kind: 'stored', dataDir: config.dataDir, alg, keys } };
}

/** Rotates the key in DATA_DIR once it is older than AUTH_JWT_KEY_ROTATION_DAYS, and forgets spent ones. */
export async function maintainSigningKeys(context: AuthContext, at = Math.floor(Date.now() / 1000)): Promise<void> {
  await context.jwt.reload();
  context.jwt.prune(at);
  const days = context.config.AUTH_JWT_KEY_ROTATION_DAYS;
  const age = context.jwt.signingKeyAge(at);
  if (days > 0 && age !== undefined && age >= days * 86_400) await context.jwt.rotate(at);
}

export async function createAuthContext(config: Config, db: Database, mailer: Mailer): Promise<AuthContext> {
  const jwt = await createTokenKeys(await jwtOptions(config));
  return {
    db,
    config,
    jwt,
    mailer,
    passwordRules: {
      minLength: config.AUTH_PASSWORD_MIN_LENGTH,
      requiredCharacters: config.AUTH_PASSWORD_REQUIRED_CHARACTERS,
    },
    providers: parseProviders(config.AUTH_PROVIDERS),
    anonKey: await jwt.signApiKey({ role: 'anon' }),
    serviceRoleKey: await jwt.signApiKey({ role: 'service_role' }),
  };
}

function toAuthError(error: FastifyError): AuthError {
  if (error instanceof AuthError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return authError.validation('Could not parse request body as JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AuthError(413, 'request_too_large', 'Request body too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AuthError(415, 'validation_failed', 'Unsupported content type');
  }
  if (error.statusCode && error.statusCode < 500)
    return new AuthError(error.statusCode, 'validation_failed', error.message);
  if (isDatabaseUnavailable(error)) {
    return new AuthError(503, 'service_unavailable', 'The service is briefly unavailable, please try again shortly');
  }
  return new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
}

/**
 * Runs a housekeeping task every `intervalMs` (and once before the app starts with `atStart`) until
 * the app closes; a failure is logged, never thrown, and the timer never keeps the process alive.
 */
async function repeatWhileOpen(
  app: FastifyInstance,
  intervalMs: number,
  failure: string,
  task: () => Promise<unknown>,
  { atStart = false, level = 'warn' }: { atStart?: boolean; level?: 'warn' | 'error' } = {},
): Promise<void> {
  const run = () => task().catch((error: unknown) => app.log[level]({ err: error }, failure));
  if (atStart) await run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** The GoTrue-compatible service under /auth/v1. */
export async function authPlugin(app: FastifyInstance, context: AuthContext): Promise<void> {
  const perIp = createRateLimiter(context.config.AUTH_RATE_LIMIT_PER_MINUTE, 60_000);
  await repeatWhileOpen(app, LIMIT_SWEEP_INTERVAL_MS, 'could not sweep auth limit hits', () =>
    sweepLimitHits(context.db),
  );
  await repeatWhileOpen(
    app,
    KEY_CHECK_INTERVAL_MS,
    'could not rotate the signing key',
    () => maintainSigningKeys(context),
    {
      atStart: true,
      level: 'error',
    },
  );
  await repeatWhileOpen(
    app,
    IDLE_GUEST_SWEEP_INTERVAL_MS,
    'could not remove idle anonymous accounts',
    () => removeIdleGuests(context),
    {
      atStart: true,
    },
  );
  await app.register(
    async (auth) => {
      // Route schemas here are read as GoTrue reads input, and refused in its shape (auth/http.ts).
      auth.setValidatorCompiler(authValidatorCompiler);
      auth.addHook('onRequest', async (request, reply) => {
        reply.header('x-supabase-api-version', API_VERSION);
        // Decided on the matched route, never on the raw URL, whose query string the caller chooses.
        const route = request.routeOptions.url ?? '';
        const exempt =
          (request.method === 'GET' && OPEN_ROUTES.has(route)) || route.startsWith(`${AUTH_PREFIX}/admin/`);
        if (!exempt && !perIp.take(`${request.ip}`)) throw authError.overRequestRateLimit();
      });
      auth.setErrorHandler(async (error: FastifyError, request, reply) => {
        const authErr = toAuthError(error);
        if (authErr.status >= 500) request.log.error({ err: error }, 'auth failure');
        if (authErr.status === 413) {
          await drainRequestBody(request);
          reply.header('connection', 'close');
        }
        return reply.status(authErr.status).header('x-supabase-api-version', API_VERSION).send(authErr.toJSON());
      });
      auth.setNotFoundHandler((_request, reply) => reply.status(404).send(authError.notFound().toJSON()));
      await sessionRoutes(auth, context);
      await userRoutes(auth, context);
      await oauthRoutes(auth, context);
      await auth.register(async (admin) => adminRoutes(admin, context));
    },
    { prefix: AUTH_PREFIX },
  );
}
