import type { FastifyError, FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';

/** Deeper bodies are refused before parsing: no request of ours nests anywhere near this. */
export const MAX_JSON_DEPTH = 32;

/** Fastify error codes of the body checks below; the error handlers map them to 400s. */
export const BODY_ERROR_CODES = {
  tooDeep: 'ROOKERY_JSON_TOO_DEEP',
  nul: 'ROOKERY_JSON_NUL',
} as const;

function bodyError(code: string, message: string): FastifyError {
  return Object.assign(new Error(message), { statusCode: 400, code }) as FastifyError;
}

/** True when objects and arrays in the JSON text nest deeper than `max` (strings are skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * JSON bodies: an empty body counts as no body (auth clients send one with logout);
 * `__proto__`/`constructor` keys are refused outright rather than risking prototype pollution;
 * bodies nested deeper than MAX_JSON_DEPTH, and any text holding U+0000 (which PostgreSQL cannot
 * store), are refused with a 400 on every route before a handler sees them.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(
        bodyError(BODY_ERROR_CODES.tooDeep, `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`),
        undefined,
      );
    }
    let parsed: unknown;
    try {
      parsed = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
    } catch {
      const error = new Error('The request body is not valid JSON.') as FastifyError;
      Object.assign(error, { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
      return done(error, undefined);
    }
    if (holdsNul(parsed))
      return done(bodyError(BODY_ERROR_CODES.nul, 'Text may not contain NUL characters.'), undefined);
    done(null, parsed);
  });
}

/**
 * True when a parsed body holds U+0000 in any text or key. PostgreSQL cannot store it in text or
 * jsonb, so routes that store what they are given refuse such bodies before they reach the database.
 */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_JSON_DEPTH) return false;
  for (const [key, item] of Object.entries(value)) if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true;
  return false;
}
