import type { FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from './context';
import { AuthError, authError } from './errors';

export const EMAIL_INVALID = 'Unable to validate email address: invalid format';
export const PHONE_INVALID = 'Invalid phone number format (E.164 required)';
/** An e-mail address in a body, refused with GoTrue's own sentence whatever is wrong with it. */
export const emailField = z
  .string({ error: EMAIL_INVALID })
  .trim()
  .max(255, EMAIL_INVALID)
  .pipe(z.email({ error: EMAIL_INVALID }));
/** A phone number in E.164 form, refused with GoTrue's own sentence. */
export const phoneField = z
  .string({ error: PHONE_INVALID })
  .trim()
  .regex(/^\+?[1-9]\d{6,14}$/, PHONE_INVALID);

/**
 * zod's own messages do not say which field they are about, so those get the field's name in
 * front; a schema that carries its own sentence (GoTrue's, such as EMAIL_INVALID) is answered
 * with that sentence alone, as GoTrue words it.
 */
const namedFieldError: z.core.$ZodErrorMap = (issue) => {
  const base = z.config().localeError?.(issue);
  const message = (typeof base === 'string' ? base : base?.message) ?? 'Invalid input';
  return issue.path?.length ? `${issue.path.join('.')}: ${message}` : message;
};

/**
 * Reads a body, query or params with a schema as GoTrue reads them: null is "not given", and the
 * first problem found is the answer, in GoTrue's validation shape.
 */
export function readAuthInput<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): { value: z.infer<Schema> } | { error: AuthError } {
  const result = schema.safeParse(withoutNulls(value ?? {}), { error: namedFieldError });
  return result.success ? { value: result.data } : { error: authError.validation(result.error.issues[0]!.message) };
}

/** Parses with a schema in the handler, for the one input whose schema depends on another (/token's grant). */
export function parseAuth<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const read = readAuthInput(schema, value);
  if ('error' in read) throw read.error;
  return read.value;
}

/**
 * The validator for routes under /auth/v1 (set on their scope in plugin.ts): their declared
 * schemas are read by readAuthInput, so a refusal is GoTrue's, in its shape and words, as auth-js
 * expects. Fastify hands the returned AuthError to the scope's error handler, which sends it as is.
 */
export const authValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) =>
    readAuthInput(schema, data);

/**
 * A query value that is never refused, only ignored when it is not one piece of text (a repeated
 * key): where to go after a link, and what a link that redirects carries, whose errors are redirects.
 */
export const queryText = z.string().optional().catch(undefined);

/** A query number auth-js may send empty (`?page=&per_page=`): empty means "not given". */
export function optionalQueryNumber<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema);
}

/** auth-js sends unset options as null; GoTrue treats them as absent, and so do we. */
function withoutNulls(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, child]) => child !== null)
      .map(([key, child]) => [key, key === 'data' || key.endsWith('metadata') ? child : withoutNulls(child)]),
  );
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path ids are checked before they reach SQL, so a malformed one is a 404, never a database error. */
export function uuidOr(value: string, notFound: () => AuthError): string {
  if (!UUID_PATTERN.test(value)) throw notFound();
  return value.toLowerCase();
}

/**
 * Runs the work and answers no sooner than `floorMs` after it started, whether it succeeds or
 * fails, so the time an answer takes says nothing about the account behind it.
 */
export async function answerNoSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const wait = floorMs - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

export function clientIp(request: FastifyRequest): string {
  return request.ip;
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Our own site: same scheme, host and port; on a loopback host (a development machine) any port,
 * as GoTrue does (RFC 8252 §7.3), since the app and the server there often listen on different
 * ports of one host.
 */
function sameSite(url: URL, site: URL): boolean {
  if (url.protocol !== site.protocol || url.hostname !== site.hostname) return false;
  return url.port === site.port || LOOPBACK_HOST.test(url.hostname);
}

/**
 * Only our own site (`site`, from siteUrl for the request at hand), or an address on the
 * allow-list, may receive tokens after a link.
 */
export function safeRedirect(context: AuthContext, site: string, requested: string | undefined | null): string {
  if (!requested) return site;
  let url: URL;
  try {
    url = new URL(requested, site);
  } catch {
    return site;
  }
  if (sameSite(url, new URL(site))) return url.toString();
  const allowed = context.config.AUTH_REDIRECT_ALLOW_LIST.some((pattern) => {
    const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    // ** matches across path segments; * stays within one segment or host label.
    const expression = new RegExp(
      `^${escaped
        .split('**')
        .map((part) => part.replace(/\*/g, '[^/.]*'))
        .join('.*')}$`,
    );
    return expression.test(url.toString()) || expression.test(url.origin);
  });
  return allowed ? url.toString() : site;
}

/** The link in an e-mail: our verify endpoint on `site` (siteUrl), then on to `redirectTo`. */
export function verifyLink(site: string, token: string, type: string, redirectTo: string): string {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${site}/auth/v1/verify?${query.toString()}`;
}

export function redirectWithError(reply: FastifyReply, target: string, error: AuthError) {
  const fragment = new URLSearchParams({
    error: error.status >= 500 ? 'server_error' : 'access_denied',
    error_code: error.errorCode,
    error_description: error.message,
  });
  return reply.redirect(`${target.split('#')[0]}#${fragment.toString()}`, 303);
}
