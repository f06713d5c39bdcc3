/** The search and page of the accounts list, as the address holds them (page 1 when missing or wrong). */
export function readUsersParams(params: URLSearchParams): { search: string; page: number } {
  const search = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { search, page };
}

/** The address for a search and page, keeping its other parameters; the defaults are left out. */
export function writeUsersParams(current: URLSearchParams, search: string, page: number): URLSearchParams {
  const updated = new URLSearchParams(current);
  if (search) updated.set('q', search);
  else updated.delete('q');
  if (page > 1) updated.set('page', String(page));
  else updated.delete('page');
  return updated;
}

/** How many pages the accounts take (at least one, so an empty list still has a page). */
export const pageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));
