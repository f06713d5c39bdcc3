import path from 'node:path';
import { z } from 'zod';
import { algorithmOf, configuredKeysSchema, configuredSigningKey } from './auth/signing-keys';
import { DEFAULT_POOL_SIZE } from './db/database';

const port = z.coerce.number().int().min(0).max(65_535);
const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
const jsonText = z.string().transform((text, context) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    context.addIssue({ code: 'custom', message: 'must be valid JSON' });
    return z.NEVER;
  }
});

/** Every setting the server reads, parsed once from the environment. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * Connections to DATABASE_URL one server keeps at most. A transaction holds its connection across
   * several turns of the event loop, so a busy server needs more than its few cores (decision 37);
   * instances × (this + the two that listen) must stay under PostgreSQL's max_connections (100 by default).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(DEFAULT_POOL_SIZE),
  /**
   * A file to write per-statement timing to when the server stops (count, total, mean and
   * slowest of each statement; src/server/db/query-stats.ts). Off by default: it costs a timer per
   * statement.
   */
  DB_QUERY_STATS: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  WEB_DIST_DIR: z.string().optional(),
  PRODUCTION_HOSTS: commaList.default(['rookery.app', 'www.rookery.app', 'rookery.netlify.app']),
  PREVIEW_MARKERS: commaList.default(['deploy-preview-', '--', 'preview', 'staging']),
  CONTACT_EMAIL: z.email().default('hello@rookery.app'),
  SUPPORT_URL: z.url().optional(),
  /**
   * Public address of the site, used in e-mail links and as the default redirect. Unset, the
   * address a request came to is used when it is one of this machine's own names, else
   * http://localhost:<port> (site-url.ts, decision 0020).
   */
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Extra redirect targets allowed after sign-in links (comma list; * matches within one path segment or host label). */
  AUTH_REDIRECT_ALLOW_LIST: commaList.default([]),
  /** HS256 secret for access tokens; generated once into DATA_DIR when unset (set it when running several instances). */
  AUTH_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTH_JWT_EXPIRY_SECONDS: z.coerce.number().int().min(30).max(604_800).default(3600),
  /**
   * What signs access tokens: ES256 or RS256 (a key kept in DATA_DIR/jwt-keys.json, or the one
   * AUTH_JWT_KEYS marks for signing), or HS256 (AUTH_JWT_SECRET). Unset: the AUTH_JWT_KEYS key
   * when given, else HS256 when AUTH_JWT_SECRET is set (the setting several instances share), else
   * ES256 (decision 0026). HS256 tokens signed with the secret verify in every mode.
   */
  AUTH_JWT_ALGORITHM: z.enum(['ES256', 'RS256', 'HS256']).optional(),
  /** Asymmetric keys as a JSON array of JWKs (GoTrue's GOTRUE_JWT_KEYS): one signs, the others verify. */
  AUTH_JWT_KEYS: jsonText.pipe(configuredKeysSchema).optional(),
  /** Days after which the key in DATA_DIR is replaced (the old one verifies until its tokens expire); 0 never. */
  AUTH_JWT_KEY_ROTATION_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  /** `iss` values accepted besides ours (comma list); unset, tokens with any issuer or none are accepted, as GoTrue does. */
  AUTH_JWT_ISSUERS: commaList.default([]),
  /** Token roles that may use the admin API (/auth/v1/admin), as GoTrue's GOTRUE_JWT_ADMIN_ROLES. */
  AUTH_JWT_ADMIN_ROLES: commaList.default(['service_role', 'supabase_admin']),
  AUTH_AUTOCONFIRM: booleanFlag.default(false),
  AUTH_DISABLE_SIGNUP: booleanFlag.default(false),
  /** Anonymous sign-in (auth-js signInAnonymously), for guests who need the server; GoTrue's anonymous_users (decision 0029). */
  AUTH_ANONYMOUS: booleanFlag.default(true),
  /** Anonymous sign-ins per client address and hour, as GoTrue's GOTRUE_RATE_LIMIT_ANONYMOUS_USERS. */
  AUTH_ANONYMOUS_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Anonymous accounts unused this many days are removed with their data (0: never). */
  AUTH_ANONYMOUS_IDLE_DAYS: z.coerce.number().int().min(0).max(36_500).default(90),
  AUTH_PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(72).default(8),
  /** Character classes a password must contain: any of lower, upper, digits, symbols. */
  AUTH_PASSWORD_REQUIRED_CHARACTERS: commaList
    .pipe(z.array(z.enum(['lower', 'upper', 'digits', 'symbols'])))
    .default([]),
  /** Requests per minute per IP on the auth endpoints, and e-mails per hour per address. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  AUTH_EMAIL_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Wrong passwords per account (counted by address, whoever sends them) in 15 minutes before sign-in pauses. */
  AUTH_FAILED_SIGN_IN_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  /**
   * Sign-up, recovery, one-time-code and resend requests answer no sooner than this, so their
   * timing never tells whether an address is registered (0 turns the padding off).
   */
  AUTH_UNIFORM_RESPONSE_MS: z.coerce.number().int().min(0).max(10_000).default(400),
  /**
   * Which peers may set X-Forwarded-For (the client address the per-address limits count):
   * addresses/ranges such as `loopback` (the default: a proxy on the same machine) or
   * `10.0.0.0/8,127.0.0.1`, `false` none, or `true` any (unsafe unless nothing but the proxy
   * reaches the server: anyone else could dodge the per-address limits with a forged header).
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value): boolean | string[] => {
      const text = value.trim().toLowerCase();
      if (['true', '1', 'yes'].includes(text)) return true;
      if (['false', '0', 'no', ''].includes(text)) return false;
      return text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    }),
  /** Per member and minute, for each of: messages, comments, friend requests, avatar uploads, join-code tries (client error reports per address). */
  MEMBER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Data problem reports one account may have open at once, and may file in a day (decision 0031). */
  DATA_REPORT_MAX_OPEN: z.coerce.number().int().min(1).max(100_000).default(20),
  DATA_REPORT_MAX_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(50),
  /**
   * Realtime socket limits (issue 15): frames per socket and second (bursts of twice that); channels
   * one socket may hold (and channel checks, one per join and per channel held at each new sign-in:
   * twice that at once, then that many a minute); open sockets per client address. Over a limit the
   * client gets an error frame and is closed with 4008 (too many channels only refuses the join).
   */
  REALTIME_MAX_FRAMES_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(20),
  REALTIME_MAX_CHANNELS_PER_SOCKET: z.coerce.number().int().min(1).max(10_000).default(50),
  REALTIME_MAX_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /**
   * A one-time-code request that may not create an account (`create_user: false`, or sign-up
   * disabled) for an address without one: false (the default) answers as for any address, so the
   * answer never tells who is registered; true refuses it with 422 `otp_disabled`, as GoTrue does
   * (decision 0026).
   */
  AUTH_OTP_REFUSE_UNKNOWN: booleanFlag.default(false),
  /** Require a recent re-authentication code before a password change. */
  AUTH_SECURE_PASSWORD_CHANGE: booleanFlag.default(false),
  /** OAuth/OIDC providers as JSON: [{"name","issuer","clientId","authorizeUrl","jwksUrl"|"publicKeyPem"|"secret"}]. */
  AUTH_PROVIDERS: jsonText.default([]),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Rookery <no-reply@rookery.app>'),
  /** The product's own deployment site names; a failure on one of them raises the landing banner. */
  PRODUCT_SITE_NAMES: commaList.default(['rookery', 'rookery-preview']),
  /** Netlify API access for the deployment check (optional). */
  NETLIFY_AUTH_TOKEN: z.string().min(1).optional(),
  NETLIFY_SITE_IDS: commaList.default([]),
  NETLIFY_API_URL: z.url().default('https://api.netlify.com/api/v1'),
  /** Shared secret for POST /api/deployments (HMAC-SHA256 of the body in x-rookery-signature). */
  DEPLOY_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Creates or promotes this account to admin on start. */
  ADMIN_EMAIL: z.email().optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** Public files in an S3-compatible bucket instead of DATA_DIR/storage (all of bucket and keys, or none). */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3–63 lower-case letters, digits, dots, hyphens)',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as eu-west-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
});

const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Problems with the S3 settings as a whole: some of them without the others. */
function s3Problems(config: z.infer<typeof configSchema>): string[] {
  const given = S3_REQUIRED.filter((name) => config[name] !== undefined);
  if (given.length === 0) {
    return config.S3_ENDPOINT ? ['S3_BUCKET: required when S3_ENDPOINT is set'] : [];
  }
  return S3_REQUIRED.filter((name) => config[name] === undefined).map(
    (name) => `${name}: required when ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set`,
  );
}

/** The S3 store's settings when configured (the endpoint defaults to AWS in the region). */
export function s3Settings(config: Config) {
  if (!config.S3_BUCKET || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/** AUTH_JWT_ALGORITHM naming one asymmetric algorithm while the AUTH_JWT_KEYS key that signs is of the other. */
function jwtKeyProblems(config: z.infer<typeof configSchema>): string[] {
  const wanted = config.AUTH_JWT_ALGORITHM;
  const signer = config.AUTH_JWT_KEYS && configuredSigningKey(config.AUTH_JWT_KEYS);
  if (!signer || !wanted || wanted === 'HS256' || algorithmOf(signer) === wanted) return [];
  return [
    `AUTH_JWT_ALGORITHM: is ${wanted}, but the AUTH_JWT_KEYS key that signs (${signer.kid}) is ${algorithmOf(signer)}`,
  ];
}

export type Config = z.infer<typeof configSchema> & { dataDir: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment (or overrides, for tests) into a Config, naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || 'config'}: ${issue.message}`));
  }
  const problems = [...s3Problems(result.data), ...jwtKeyProblems(result.data)];
  if (problems.length) throw new ConfigError(problems);
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}
