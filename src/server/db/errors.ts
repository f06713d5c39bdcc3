/** PostgreSQL's (and PGlite's) unique_violation. */
export const UNIQUE_VIOLATION = '23505';
/** foreign_key_violation: a row refers to one that is not there (any more). */
export const FOREIGN_KEY_VIOLATION = '23503';

/**
 * The PostgreSQL error code an error carries, looking through the wrappers around it: Drizzle's
 * `DrizzleQueryError` keeps the database's error in `cause`.
 */
export function databaseErrorCode(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    current = cause;
  }
  return null;
}

/** A unique constraint or index refused the write (a code drawn twice, a name already taken). */
export const isUniqueViolation = (error: unknown): boolean => databaseErrorCode(error) === UNIQUE_VIOLATION;
