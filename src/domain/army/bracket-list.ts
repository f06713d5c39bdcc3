import { slugify } from './slug';

/**
 * Parsers for the bracketed lists used by unit reference sheets, e.g.
 * `[Join (Infantry, Orc), Elite]`. They never throw: malformed input gives a
 * coded error with the character offset where the problem was found, so a
 * validator can point at it.
 */

export const BRACKET_LIST_ERRORS = {
  missingOpenBracket: 'missing-open-bracket',
  missingCloseBracket: 'missing-close-bracket',
  unexpectedBracket: 'unexpected-bracket',
  unbalancedParentheses: 'unbalanced-parentheses',
  emptyItem: 'empty-item',
} as const;
export type BracketListErrorCode = (typeof BRACKET_LIST_ERRORS)[keyof typeof BRACKET_LIST_ERRORS];

export const KEYWORD_ERRORS = {
  emptyName: 'empty-name',
  invalidName: 'invalid-name',
  unbalancedParentheses: 'unbalanced-parentheses',
  nestedParentheses: 'nested-parentheses',
  trailingText: 'trailing-text',
  emptyParameter: 'empty-parameter',
} as const;
export type KeywordErrorCode = (typeof KEYWORD_ERRORS)[keyof typeof KEYWORD_ERRORS];

/** `at` is a character offset into the text given to the parser; `item` the list position, when known. */
export type ParseError<Code extends string> = { code: Code; at: number; item?: number };
export type ParseResult<Value, Code extends string> =
  { ok: true; value: Value } | { ok: false; error: ParseError<Code> };

export type ParsedKeyword = { id: string; params?: string[] };

const ok = <Value>(value: Value) => ({ ok: true, value }) as const;
const fail = <Code extends string>(code: Code, at: number, item?: number) =>
  ({ ok: false, error: item === undefined ? { code, at } : { code, at, item } }) as const;

/** Collapses runs of whitespace and tidies spacing around parentheses and commas. */
export function normaliseItem(item: string): string {
  return item
    .replace(/\s+/g, ' ')
    .replace(/\s*\(\s*/g, ' (')
    .replace(/\s*\)/g, ')')
    .replace(/\s*,\s*/g, ', ')
    .trim();
}

/**
 * Splits `[A, B (x, y), C]` into `['A', 'B (x, y)', 'C']`. Commas inside
 * parentheses belong to the item. `[]` (or blanks only) gives an empty list.
 */
export function parseBracketList(text: string): ParseResult<string[], BracketListErrorCode> {
  const start = text.search(/\S/);
  const end = text.trimEnd().length - 1;
  if (start === -1 || text[start] !== '[') return fail(BRACKET_LIST_ERRORS.missingOpenBracket, Math.max(start, 0));
  if (end === start || text[end] !== ']') return fail(BRACKET_LIST_ERRORS.missingCloseBracket, end + 1);
  return splitTopLevel(text, start + 1, end);
}

function splitTopLevel(text: string, from: number, to: number): ParseResult<string[], BracketListErrorCode> {
  const starts = [from];
  let depth = 0;
  let openedAt = -1;
  for (let at = from; at < to; at += 1) {
    const char = text[at];
    if (char === '[' || char === ']') return fail(BRACKET_LIST_ERRORS.unexpectedBracket, at);
    if (char === '(' && depth++ === 0) openedAt = at;
    if (char === ')' && --depth < 0) return fail(BRACKET_LIST_ERRORS.unbalancedParentheses, at);
    if (char === ',' && depth === 0) starts.push(at + 1);
  }
  if (depth > 0) return fail(BRACKET_LIST_ERRORS.unbalancedParentheses, openedAt);
  const items = starts.map((start, index) => normaliseItem(text.slice(start, (starts[index + 1] ?? to + 1) - 1)));
  if (items.length === 1 && items[0] === '') return ok([]);
  const empty = items.indexOf('');
  if (empty !== -1) return fail(BRACKET_LIST_ERRORS.emptyItem, starts[empty] ?? from, empty);
  return ok(items);
}

/**
 * Reads one list item such as `Join (Infantry, Orc)` into
 * `{ id: 'join', params: ['Infantry', 'Orc'] }`. The id is the kebab-case
 * slug of the name; params are present only when the item has parentheses.
 */
export function parseKeyword(item: string): ParseResult<ParsedKeyword, KeywordErrorCode> {
  const text = normaliseItem(item);
  const open = text.indexOf('(');
  const close = text.indexOf(')');
  if (open === -1) return close === -1 ? named(text, undefined) : fail(KEYWORD_ERRORS.unbalancedParentheses, close);
  if (close === -1 || close < open) return fail(KEYWORD_ERRORS.unbalancedParentheses, close === -1 ? open : close);
  const nested = text.indexOf('(', open + 1);
  if (nested !== -1 && nested < close) return fail(KEYWORD_ERRORS.nestedParentheses, nested);
  if (close < text.length - 1) return fail(KEYWORD_ERRORS.trailingText, close + 1);
  const params = text
    .slice(open + 1, close)
    .split(',')
    .map((param) => param.trim());
  const emptyParam = params.indexOf('');
  if (emptyParam !== -1) return fail(KEYWORD_ERRORS.emptyParameter, open + 1);
  return named(text.slice(0, open).trim(), params);
}

function named(name: string, params: string[] | undefined): ParseResult<ParsedKeyword, KeywordErrorCode> {
  if (name === '') return fail(KEYWORD_ERRORS.emptyName, 0);
  const id = slugify(name);
  if (id === '') return fail(KEYWORD_ERRORS.invalidName, 0);
  return ok(params === undefined ? { id } : { id, params });
}

/** {@link parseBracketList} then {@link parseKeyword} on every item; the first problem wins. */
export function parseKeywordList(text: string): ParseResult<ParsedKeyword[], BracketListErrorCode | KeywordErrorCode> {
  const list = parseBracketList(text);
  if (!list.ok) return list;
  const keywords: ParsedKeyword[] = [];
  for (const [index, item] of list.value.entries()) {
    const keyword = parseKeyword(item);
    if (!keyword.ok) return fail(keyword.error.code, keyword.error.at, index);
    keywords.push(keyword.value);
  }
  return ok(keywords);
}
