import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/**
 * Per-statement timing, for finding where a route's time goes (DB_QUERY_STATS names the file; off
 * by default). Every statement sent through a timed client is counted under its text with the
 * time from sending to the answer, which on PostgreSQL includes waiting for a pooled connection.
 * The figures are written as JSON when the database closes, slowest total first.
 */
export interface QueryStats {
  record(text: string, ms: number): void;
  write(): void;
}

interface Entry {
  count: number;
  totalMs: number;
  maxMs: number;
}

/** Statements differ only in their parameters, so the text (spaces folded) is the key. */
const keyOf = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);

export function queryStats(file: string): QueryStats {
  const entries = new Map<string, Entry>();
  return {
    record(text, ms) {
      const key = keyOf(text);
      const entry = entries.get(key) ?? { count: 0, totalMs: 0, maxMs: 0 };
      entry.count += 1;
      entry.totalMs += ms;
      entry.maxMs = Math.max(entry.maxMs, ms);
      entries.set(key, entry);
    },
    write() {
      const rows = [...entries]
        .map(([statement, entry]) => ({
          statement,
          count: entry.count,
          totalMs: Math.round(entry.totalMs),
          meanMs: Number((entry.totalMs / entry.count).toFixed(3)),
          maxMs: Number(entry.maxMs.toFixed(3)),
        }))
        .sort((a, b) => b.totalMs - a.totalMs);
      writeFileSync(file, JSON.stringify(rows, null, 2));
    },
  };
}

/** The text of a query call: `query(text, …)` or `query({ text, … })`, as pg, PGlite and Drizzle send it. */
function textOf(first: unknown): string {
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'text' in first && typeof first.text === 'string') return first.text;
  return '(unknown statement)';
}

type Method = (...args: unknown[]) => unknown;

/** Each client's timed copy, per stats collector. */
const timedCopies = new WeakMap<QueryStats, WeakMap<object, object>>();

/**
 * The same client with its `query` timed into `stats`, and so are the connections it lends
 * (`connect` on a pg pool) and the transactions it opens (`transaction` on PGlite), which is how
 * Drizzle's own transactions reach the database. Everything else passes through, bound to the
 * client itself (PGlite keeps private fields). Without stats the client is returned as it is.
 * A client gets one timed copy, so what is built per client (Drizzle's instance, with its relation
 * tables) is built once, as without stats, and a profile taken with stats shows the same costs.
 */
export function timedClient<Client extends object>(client: Client, stats: QueryStats | undefined): Client {
  if (!stats) return client;
  let copies = timedCopies.get(stats);
  if (!copies) timedCopies.set(stats, (copies = new WeakMap()));
  const known = copies.get(client);
  if (known) return known as Client;
  const timed = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as Method;
      if (property === 'connect' && 'totalCount' in target) {
        return async () => timedClient((await method.call(target)) as object, stats);
      }
      if (property === 'transaction') {
        return (work: (tx: object) => unknown, ...rest: unknown[]) =>
          method.call(target, (tx: object) => work(timedClient(tx, stats)), ...rest);
      }
      if (property !== 'query') return method.bind(target);
      return async (...args: unknown[]) => {
        const started = performance.now();
        try {
          return await method.apply(target, args);
        } finally {
          stats.record(textOf(args[0]), performance.now() - started);
        }
      };
    },
  });
  copies.set(client, timed);
  return timed;
}
