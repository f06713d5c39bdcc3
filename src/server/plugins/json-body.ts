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
