import { queryOptions, useQuery } from '@tanstack/react-query';
import { DATA_PACK_PATH, dataPackResponseSchema } from '../../../../contracts/data-pack';
import { UNIT_DATA_PATHS } from '../../../../contracts/unit-data';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { apiFetch } from '../../../lib/api';
import { appStorage } from '../../../lib/storage';
import { cachePack, DATA_PACK_CACHE_KEY, DATA_PACK_QUERY_KEY, type LoadedDataPack } from './page-pack';

/** The offline copy, if it is there and still matches the schema; a bad copy is removed. */
export function readCachedPack(): DataPack | null {
  const stored = appStorage.getJson<unknown>(DATA_PACK_CACHE_KEY);
  if (stored === null) return null;
  const parsed = dataPackResponseSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  console.warn('Removed an offline data pack that no longer matches the schema');
  appStorage.remove(DATA_PACK_CACHE_KEY);
  return null;
}

/** The pack shipped with this build, loaded only when the server and the offline copy both fail. */
export async function loadBundledPack(): Promise<DataPack> {
  return (await import('../../../../data')).dataPack;
}

/**
 * The current pack: the server's (kept for offline use), else the offline copy, else the
 * bundled one. Never fails while the bundled pack can load.
 */
export async function fetchDataPack(): Promise<LoadedDataPack> {
  try {
    const pack = await apiFetch(DATA_PACK_PATH, dataPackResponseSchema);
    cachePack(pack);
    return { pack, origin: 'server' };
  } catch (error) {
    console.warn('Could not load the data pack from the server; using an offline copy', error);
    const cached = readCachedPack();
    if (cached) return { pack: cached, origin: 'cache' };
    return { pack: await loadBundledPack(), origin: 'bundled' };
  }
}

export const dataPackQuery = queryOptions({
  queryKey: DATA_PACK_QUERY_KEY,
  queryFn: fetchDataPack,
  // The fallbacks are the retry; and offline, the query must still run to reach them.
  retry: false,
  networkMode: 'always',
  staleTime: 5 * 60_000,
  initialData: () => {
    const cached = readCachedPack();
    return cached ? { pack: cached, origin: 'cache' as const } : undefined;
  },
  initialDataUpdatedAt: 0,
});

export function useDataPack() {
  return useQuery(dataPackQuery);
}

/**
 * An earlier published pack, for showing what changed since a list was made. Versions never
 * change once published, so one fetch is enough; a version the server does not know yields an
 * error the caller simply leaves unshown.
 */
export function dataPackVersionQuery(version: string) {
  return queryOptions({
    queryKey: ['data-pack', 'version', version] as const,
    queryFn: () => apiFetch(UNIT_DATA_PATHS.packVersion(version), dataPackResponseSchema),
    staleTime: Infinity,
    retry: false,
  });
}
