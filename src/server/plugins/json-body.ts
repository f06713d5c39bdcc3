import type { FastifyError, FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';

/**
 * JSON bodies: an empty body counts as no body (auth clients send one with logout), and
 * `__proto__`/`constructor` keys are refused outright rather than risking prototype pollution.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      const error = new Error('The request body is not valid JSON.') as FastifyError;
      Object.assign(error, { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
      done(error, undefined);
    }
  });
}

/**
 * True when a parsed body holds U+0000 in any text or key. PostgreSQL cannot store it in text or
 * jsonb, so routes that store what they are given refuse such bodies before they reach the database.
 */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  for (const [key, item] of Object.entries(value)) if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true;
  return false;
}
