import type { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../contracts/errors';

/** A failure a route expects and maps to a status and a stable code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * The uniform 400 for input that does not match its contract: every field named with what is
 * wrong. Route contracts (plugins/contracts.ts) and the few parts parsed by hand both use it.
 */
export function validationError(error: z.ZodError): HttpError {
  const fields = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const summary = fields.map((f) => (f.path ? `${f.path}: ${f.message}` : f.message)).join('; ');
  return new HttpError(400, ERROR_CODES.validation, `Invalid input. ${summary}`, { fields });
}

/** Parses a request part with its contract; a mismatch becomes a 400 naming the fields. */
export function parseWith<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(result.error);
}
