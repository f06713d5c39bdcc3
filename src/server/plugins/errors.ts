import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../contracts/errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../http-error';

const API_PREFIXES = ['/api/', '/auth/', '/realtime/', '/functions/', '/storage/'];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return API_PREFIXES.some((prefix) => pathname === prefix.slice(0, -1) || pathname.startsWith(prefix));
}

/** Maps Fastify's own client errors to our codes; anything unexpected is logged and hidden. */
function classify(error: FastifyError): { status: number; code: string; message: string } {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: ERROR_CODES.badRequest, message: 'The request body is not valid JSON.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: ERROR_CODES.payloadTooLarge, message: 'The request body is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: ERROR_CODES.unsupportedMediaType, message: 'This content type is not supported.' };
    case 'FST_ERR_VALIDATION':
      return { status: 400, code: ERROR_CODES.validation, message: error.message };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, code: ERROR_CODES.badRequest, message: error.message || 'The request could not be processed.' };
  }
  return { status: 500, code: ERROR_CODES.internal, message: 'Something went wrong on our side. Please try again.' };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ code: ERROR_CODES.unavailable, message: 'The service is briefly unavailable. Please try again shortly.' });
    }
    const { status, code, message } = classify(error);
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    return reply.status(status).send({ code, message });
  });
}

export function sendApiNotFound(reply: import('fastify').FastifyReply, url: string) {
  return reply.status(404).send({ code: ERROR_CODES.notFound, message: `No route for ${url.split('?')[0]}` });
}
