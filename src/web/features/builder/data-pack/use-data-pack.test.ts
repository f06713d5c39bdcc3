import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataPack } from '../../../../data';
import { DATA_PACK_CACHE_KEY } from './page-pack';
import { fetchDataPack, readCachedPack } from './use-data-pack';

const cacheKey = `prod_${DATA_PACK_CACHE_KEY}`;
const older = { ...structuredClone(dataPack), version: '2026.10-00000000' };

function serve(response: () => Promise<Response>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(response);
}

describe('fetchDataPack', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the server pack and keeps it for offline use', async () => {
    serve(async () => new Response(JSON.stringify(older), { status: 200 }));
    const loaded = await fetchDataPack();
    expect(loaded).toMatchObject({ origin: 'server', pack: { version: '2026.10-00000000' } });
    expect(JSON.parse(window.localStorage.getItem(cacheKey) ?? '{}').version).toBe('2026.10-00000000');
  });

  it('falls back to the offline copy when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(cacheKey, JSON.stringify(older));
    serve(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await fetchDataPack()).toMatchObject({ origin: 'cache', pack: { version: '2026.10-00000000' } });
  });

  it('falls back to the bundled pack with no offline copy, and drops a corrupt or outdated copy', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve(async () => new Response('oops', { status: 503 }));
    window.localStorage.setItem(cacheKey, '{broken');
    expect(await fetchDataPack()).toMatchObject({ origin: 'bundled', pack: { version: dataPack.version } });
    expect(window.localStorage.getItem(cacheKey)).toBeNull();
    window.localStorage.setItem(cacheKey, JSON.stringify({ version: 'x', units: 'no' }));
    expect(readCachedPack()).toBeNull();
    expect(window.localStorage.getItem(cacheKey)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('rejects a server answer that does not match the contract, and uses a fallback', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve(async () => new Response(JSON.stringify({ version: 'v', units: [] }), { status: 200 }));
    expect((await fetchDataPack()).origin).toBe('bundled');
  });
});
