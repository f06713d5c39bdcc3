import path from 'node:path';
import { z } from 'zod';

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
  /** Public address of the site, used in e-mail links and as the default redirect. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** Extra redirect targets allowed after sign-in links (comma list; * matches within one path segment or host label). */
  AUTH_REDIRECT_ALLOW_LIST: commaList.default([]),
  /** HS256 secret for access tokens; generated once into DATA_DIR when unset (set it when running several instances). */
  AUTH_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTH_JWT_EXPIRY_SECONDS: z.coerce.number().int().min(30).max(604_800).default(3600),
  AUTH_AUTOCONFIRM: booleanFlag.default(false),
  AUTH_DISABLE_SIGNUP: booleanFlag.default(false),
  AUTH_PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(72).default(8),
  /** Character classes a password must contain: any of lower, upper, digits, symbols. */
  AUTH_PASSWORD_REQUIRED_CHARACTERS: commaList
    .pipe(z.array(z.enum(['lower', 'upper', 'digits', 'symbols'])))
    .default([]),
  /** Requests per minute per IP on the auth endpoints, and e-mails per hour per address. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  AUTH_EMAIL_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Require a recent re-authentication code before a password change. */
  AUTH_SECURE_PASSWORD_CHANGE: booleanFlag.default(false),
  /** OAuth/OIDC providers as JSON: [{"name","issuer","clientId","authorizeUrl","jwksUrl"|"publicKeyPem"|"secret"}]. */
  AUTH_PROVIDERS: jsonText.default([]),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
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
});

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
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}
