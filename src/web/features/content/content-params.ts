export type ContentTab = 'rules' | 'faq';
export const TABS: readonly ContentTab[] = ['rules', 'faq'];
/** Query parameters that travel with the reader between the two tabs. */
export const TERM_PARAM = 'q';
export const CASE_PARAM = 'case';

/** The parameters with each change applied: a value sets its key, an empty one removes it. */
export function withChanges(current: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The query string that carries the search (term and case option) to the other tab or a result. */
export function carriedSearch(params: URLSearchParams, term: string, caseSensitive: boolean): string {
  const carried = withChanges(params, { [TERM_PARAM]: term || null, [CASE_PARAM]: caseSensitive ? '1' : null });
  return carried.size ? `?${carried.toString()}` : '';
}

/** A result's place (`/rules#id`) as a link that keeps the search. */
export function resultLink(path: string, search: string): { pathname: string; search: string; hash: string } {
  const [pathname = '', hash] = path.split('#');
  return { pathname, search, hash: hash ? `#${hash}` : '' };
}
