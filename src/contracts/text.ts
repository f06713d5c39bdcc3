/**
 * Rules for text that several contracts share. PostgreSQL text cannot hold a NUL character, so a
 * field with one is refused where it is read (every JSON body already is, by the body parser;
 * these cover path parts, queries and text bodies), never failed on the query.
 */
export const NUL_FREE_MESSAGE = 'may not contain NUL characters';
export const isNulFree = (value: string) => !value.includes('\u0000');
