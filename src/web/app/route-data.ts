import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type FetchQueryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';
import type { Language } from '../../domain/i18n/language';
import { ApiRequestError } from '../lib/api';
import { dataPackVersionPath } from '../../contracts/paths';
import { DATA_PACK_QUERY_KEY, pagePackOf, restorePagePack } from '../features/builder/data-pack/page-pack';
import type { PagePack } from '../lib/page-state';
import type { PageDataName } from './page-data';

/** What route loaders need: the app's query cache and the language pages are read in. */
export interface RouteContext {
  queryClient: QueryClient;
  language(): Language;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- queries of every data type
export type AnyQuery = FetchQueryOptions<any, any, any, any>;

const onServer = typeof document === 'undefined';

/**
 * A route loader that starts the page's queries (named in page-data.ts, loaded on demand). On the
 * server it waits for them, so the HTML holds the page's content (a failure is kept as the query's
 * error, and the page shows its error state); in the browser it only starts them, so a navigation
 * never waits for the network and the page shows its own loading state, as it always has.
 */
export function loadPageData(context: RouteContext, name: PageDataName) {
  return async (args: LoaderFunctionArgs) => {
    const { PAGE_DATA, PAGE_FOUND } = await import('./page-data');
    const queries: AnyQuery[] = PAGE_DATA[name](context, args);
    if (onServer) {
      // One attempt: the page is answered now, and the browser retries what failed.
      await Promise.all(queries.map((query) => context.queryClient.prefetchQuery({ ...query, retry: false })));
      // What the page would show is not there (a broken share link, a short code no list has): the
      // page still says so in full, and answers 404, so it is never indexed or kept as found.
      const missing = queries.some((query) => {
        const error = context.queryClient.getQueryState(query.queryKey)?.error;
        return error instanceof ApiRequestError && error.status === 404;
      });
      if (missing || PAGE_FOUND[name]?.(args) === false) return data(null, { status: 404 });
    } else {
      for (const query of queries) void context.queryClient.prefetchQuery(query);
    }
    return null;
  };
}

interface SerialisedError {
  name: string;
  message: string;
  status?: number;
  code?: string;
}

/**
 * The query cache as JSON for the page, failures included (so the browser's first render shows
 * the same error state the HTML does); errors keep their name, message, status and code.
 */
export function dehydrateQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  for (const query of state.queries) {
    const error = query.state.error as unknown;
    if (error instanceof Error) {
      const serialised: SerialisedError = { name: error.name, message: error.message };
      if (error instanceof ApiRequestError) Object.assign(serialised, { status: error.status, code: error.code });
      (query.state as { error: unknown }).error = serialised;
    }
  }
  return state;
}

/** Puts the server's queries into the browser's cache, errors revived as the classes they were. */
export function hydrateQueries(queryClient: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    const error = query.state.error as SerialisedError | null | undefined;
    if (!error) continue;
    const revived =
      error.name === 'ApiRequestError'
        ? new ApiRequestError(error.status ?? 0, error.code ?? 'http_error', error.message)
        : Object.assign(new Error(error.message), { name: error.name });
    (query.state as { error: unknown }).error = revived;
  }
  hydrate(queryClient, state);
}

/**
 * Takes the server's data pack out of the page's queries and names it instead, with the address
 * the page preloads it from: the pack is most of the builder's and unit table's state (15 KB of
 * 26 KB compressed), and the same for every page and visit, so it is fetched once and kept. A pack
 * that is not the server's (a fallback) stays in the page.
 */
export function setPackAside(state: DehydratedState): { pack: PagePack; preload: string } | null {
  const key = JSON.stringify(DATA_PACK_QUERY_KEY);
  const index = state.queries.findIndex((query) => JSON.stringify(query.queryKey) === key);
  const query = state.queries[index];
  const pack = query ? pagePackOf(query.state.data, query.state.dataUpdatedAt) : null;
  if (!pack) return null;
  state.queries.splice(index, 1);
  return { pack, preload: dataPackVersionPath(pack.version) };
}

/** Puts a page's named pack back in the query cache; false when it cannot be had (the page is then drawn afresh). */
export async function restorePack(queryClient: QueryClient, named: PagePack): Promise<boolean> {
  const loaded = await restorePagePack(named);
  if (loaded) queryClient.setQueryData(DATA_PACK_QUERY_KEY, loaded, { updatedAt: named.updatedAt });
  return loaded !== null;
}
