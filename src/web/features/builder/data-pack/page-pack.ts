// What the first load needs of the data pack, free of the schema library (issue 14: the entry
// holds no zod): its query's key, the device's copy, and the pack a server-rendered page names.
import { useQuery } from '@tanstack/react-query';
import { dataPackVersionPath } from '../../../../contracts/paths';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import type { PagePack } from '../../../lib/page-state';
import { appStorage } from '../../../lib/storage';

/** Where the pack on screen came from: the server, the copy kept for offline use, or the build. */
export type DataPackOrigin = 'server' | 'cache' | 'bundled';
export interface LoadedDataPack {
  pack: DataPack;
  origin: DataPackOrigin;
}

export const DATA_PACK_QUERY_KEY = ['data-pack'] as const;

/** Local-storage name of the offline copy (prefixed by appStorage; a cache, so Clear Cache drops it). */
export const DATA_PACK_CACHE_KEY = 'dataPackCache';

/** Keeps the pack for offline use, unless that version is kept already. */
export function cachePack(pack: DataPack): void {
  // The server renders pages with the pack too, and keeps nothing for offline use.
  if (typeof window === 'undefined') return;
  const current = appStorage.getString(DATA_PACK_CACHE_KEY);
  if (current?.includes(`"version":"${pack.version}"`)) return;
  appStorage.setJson(DATA_PACK_CACHE_KEY, pack);
}

/**
 * The pack a server-rendered page was drawn with, by its version, as the query's data: from that
 * version's address (the page preloads it, and the service worker keeps it), else the offline copy
 * when it is that version; null when neither has it. Read as the server stored it, as the page
 * state is. It counts as the server's either way: it is the pack the page was drawn with, and the
 * takeover's first render must say what the page says.
 */
export async function restorePagePack(named: PagePack): Promise<LoadedDataPack | null> {
  try {
    // The same request as the page's <link rel="preload" as="fetch" crossorigin>, so it is used.
    const response = await fetch(dataPackVersionPath(named.version));
    if (response.ok) {
      const pack = (await response.json()) as DataPack;
      if (pack.version === named.version) {
        cachePack(pack);
        return { pack, origin: 'server' };
      }
    }
  } catch {
    // Offline, and the worker does not have it: the device's copy may.
  }
  // The copy is checked against the schema, so that module comes only on this rare path.
  const { readCachedPack } = await import('./use-data-pack');
  const cached = readCachedPack();
  return cached?.version === named.version ? { pack: cached, origin: 'server' } : null;
}

/** The pack a query cache holds as the server's, named for a page to preload instead of carrying it. */
export function pagePackOf(data: unknown, updatedAt: number): PagePack | null {
  const loaded = data as LoadedDataPack | undefined;
  return loaded?.origin === 'server' ? { version: loaded.pack.version, updatedAt } : null;
}

/**
 * The pack on screen, for a page whose route puts it in the query cache before the page renders:
 * the route's loader on a navigation (with the full query, offline copy included), the takeover on
 * a page the server drew. It reads that entry without the schema library, which the full query
 * (`dataPackQuery`) needs for what it fetches and the copy it reads: building its schemas was the
 * longest part of the unit stats page's takeover on a phone. They load only when the pack is fetched
 * again.
 */
export function usePagePack() {
  return useQuery({
    queryKey: DATA_PACK_QUERY_KEY,
    queryFn: async (): Promise<LoadedDataPack> => (await import('./use-data-pack')).fetchDataPack(),
    retry: false,
    networkMode: 'always',
    staleTime: 5 * 60_000,
  });
}
