import { expect } from 'vitest';
import type { ArmyList } from '../../../src/domain/army/army-list';
import { makeList } from '../../fixtures/army';

/** One list per writer; version n is saved as name `v<n>` at minute n of a fixed day. */
export function listVersion(id: string, version: number): ArmyList {
  const at = new Date(Date.UTC(2026, 10, 22, 0, 0, version)).toISOString();
  return { ...makeList([{ unitId: 'warlord' }]), id, name: `v${version}`, createdAt: at, updatedAt: at };
}

export interface WriteLoad {
  /** Stops the writers and waits for the requests in flight. */
  stop(): Promise<void>;
  /** Highest acknowledged (2xx) version per list. */
  acknowledged: Map<string, number>;
  /** Every status seen, counted. */
  statuses: Map<number, number>;
  /** When each writer last had a save acknowledged. */
  lastSuccessAt: Map<string, number>;
}

/**
 * Writers that each save their own list again and again, one request at a time, with a rising
 * version, and remember which versions the server acknowledged. A request that fails at the
 * network level counts as status 0.
 */
export function startWriteLoad(
  baseUrl: () => string,
  token: () => string,
  writers: number,
  prefix = 'fault-list',
): WriteLoad {
  let running = true;
  const acknowledged = new Map<string, number>();
  const statuses = new Map<number, number>();
  const lastSuccessAt = new Map<string, number>();
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

  const writer = async (id: string) => {
    for (let version = 1; running; version += 1) {
      let status = 0;
      try {
        const response = await fetch(`${baseUrl()}/api/lists/${id}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token()}`, 'content-type': 'application/json' },
          body: JSON.stringify({ list: listVersion(id, version) }),
          signal: AbortSignal.timeout(10_000),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = 0;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      count(status);
      if (status >= 200 && status < 300) {
        acknowledged.set(id, version);
        lastSuccessAt.set(id, Date.now());
      } else if (status !== 0) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const done = Promise.all(Array.from({ length: writers }, (_, index) => writer(`${prefix}-${index}`)));
  return {
    acknowledged,
    statuses,
    lastSuccessAt,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** Every acknowledged save is there: each list holds its last acknowledged version or a later one. */
export async function expectNothingLost(baseUrl: string, token: string, acknowledged: Map<string, number>) {
  expect(acknowledged.size).toBeGreaterThan(0);
  for (const [id, version] of acknowledged) {
    const response = await fetch(`${baseUrl}/api/lists/${id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status, id).toBe(200);
    const stored = ((await response.json()) as { list: ArmyList }).list;
    expect(
      Number(stored.name.slice(1)),
      `${id} stored ${stored.name}, acknowledged v${version}`,
    ).toBeGreaterThanOrEqual(version);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
