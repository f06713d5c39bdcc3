/**
 * The Vary values our answers send. Written in lower case on purpose: the compression plugin adds
 * `accept-encoding` to any Vary that does not already hold it, and it looks for it letter for letter,
 * so `Accept-Encoding` would be named twice.
 */
export const VARY = {
  /** An answer served in a compressed copy chosen by Accept-Encoding. */
  encoding: 'accept-encoding',
  /** A page: compressed, and rendered in the language of Accept-Language or the language cookie. */
  page: 'accept-encoding, accept-language, cookie',
} as const;
