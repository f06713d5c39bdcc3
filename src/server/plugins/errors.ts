import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../contracts/errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../http-error';
import { BODY_ERROR_CODES } from './json-body';

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
    case BODY_ERROR_CODES.tooDeep:
    case BODY_ERROR_CODES.nul:
    case 'FST_ERR_VALIDATION':
      return { status: 400, code: ERROR_CODES.validation, message: error.message };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, code: ERROR_CODES.badRequest, message: error.message || 'The request could not be processed.' };
  }
  return { status: 500, code: ERROR_CODES.internal, message: 'Something went wrong on our side. Please try again.' };
}

/** How much of a refused body is read and dropped before answering, and for how long at most. */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024;
const DRAIN_MAX_MS = 15_000;

/**
 * Reads and drops the rest of a body the server refused, up to a cap, so the client finishes
 * sending and reads the answer: closing while it is still writing leaves it a broken pipe or a
 * reset connection instead of the 413.
 */
export async function drainRequestBody(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  await new Promise<void>((resolve) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', finish).off('error', finish).off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_MAX_BYTES) finish();
    };
    const timer = setTimeout(finish, DRAIN_MAX_MS);
    raw.on('data', onData).on('end', finish).on('error', finish).on('close', finish);
    raw.resume();
  });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
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
        .send({
          code: ERROR_CODES.unavailable,
          message: 'The service is briefly unavailable. Please try again shortly.',
        });
    }
    const { status, code, message } = classify(error);
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    if (status === 413) {
      await drainRequestBody(request);
      reply.header('connection', 'close');
    }
    return reply.status(status).send({ code, message });
  });
}

export function sendApiNotFound(reply: import('fastify').FastifyReply, url: string) {
  return reply.status(404).send({ code: ERROR_CODES.notFound, message: `No route for ${url.split('?')[0]}` });
}
