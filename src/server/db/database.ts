import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import * as schema from './schema';
import { timedClient, type QueryStats } from './query-stats';
import { isDatabaseUnavailable } from './unavailable';

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The database or one transaction on it: `orm` for typed queries, and the few raw operations the
 * migration runner and health check need. Inside a transaction both run on its connection.
 */
export interface SqlExecutor {
  readonly orm: Orm;
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs one or more statements without parameters. */
  exec(text: string): Promise<void>;
}

export interface Listener {
  onMessage(payload: string): void;
  /** Called when the connection that listens is lost: messages sent until onReconnect are missed. */
  onLost?(): void;
  /** Called after the connection that listens was lost and has come back (messages may have been missed). */
  onReconnect?(): void;
}

export interface Database extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** LISTENs on a channel; resolves to a function that stops listening. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  /** Sends one NOTIFY per payload, in order, in one statement. */
  notify(channel: string, payload: string | readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * Where the database lives: a PostgreSQL server, an embedded data folder, memory (optionally
 * starting from a dumped data folder, as tests do), or an embedded client opened by the caller.
 */
/** Every payload of an array on one channel, in the array's order, in one round trip. */
const NOTIFY_ALL = 'SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload';

/** Connections one server keeps to PostgreSQL at most, unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 20;

/** How long one server waits for a new PostgreSQL connection to open, unless told otherwise. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 3000;

export type DatabaseTarget =
  /**
   * PostgreSQL at `url`, with at most `poolSize` connections (DEFAULT_POOL_SIZE), each given
   * `connectTimeoutMs` to open (DEFAULT_CONNECT_TIMEOUT_MS; the test harness, sharing a busy
   * machine, gives more).
   */
  | { url: string; poolSize?: number; connectTimeoutMs?: number }
  /** PGlite in `dataDir`, locked against other processes through `lockDir` (dataDir itself by default). */
  | { dataDir: string; lockDir?: string }
  | { memory: true; loadDataDir?: Blob }
  | { client: PGlite };

/** `stats`: time every statement (DB_QUERY_STATS), written out when the database closes. */
export async function openDatabase(target: DatabaseTarget, stats?: QueryStats): Promise<Database> {
  if ('url' in target)
    return openPostgres(
      target.url,
      target.poolSize ?? DEFAULT_POOL_SIZE,
      stats,
      target.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    );
  if ('client' in target) return wrapPglite(target.client, undefined, stats);
  if ('memory' in target) {
    const client = await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
    return wrapPglite(client, undefined, stats);
  }
  // One writer per data folder (issue 15): the lock comes before anything in the folder is opened.
  const lockDir = target.lockDir ?? target.dataDir;
  const lock = await acquireDataDirLock(lockDir, {
    onLost: (holder) => {
      // Another host judged us gone and took the folder over; writing on would corrupt it.
      console.error(
        `Rookery lost the lock on ${lockDir} to process ${holder?.pid ?? '?'} on ${holder?.hostname ?? '?'}; ` +
          'stopping so that only one process writes its embedded database.',
      );
      process.exit(1);
    },
  });
  try {
    mkdirSync(target.dataDir, { recursive: true });
    return wrapPglite(await PGlite.create(target.dataDir), lock, stats);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** One query builder per connection or transaction, made when first asked for. */
const orms = new WeakMap<object, Orm>();
function ormOf(target: object, make: () => Orm): Orm {
  let orm = orms.get(target);
  if (!orm) {
    orm = make();
    orms.set(target, orm);
  }
  return orm;
}

function wrapPglite(client: PGlite, lock: DataDirLock | undefined, stats: QueryStats | undefined): Database {
  const executor = (untimed: PGlite | Transaction): SqlExecutor => {
    const target = timedClient(untimed, stats);
    return {
      // Built on first use: most transactions only send raw statements.
      get orm() {
        return ormOf(target, () => drizzlePglite({ client: target as PGlite, schema }) as unknown as Orm);
      },
      async query<Row>(text: string, params: unknown[] = []) {
        return (await target.query<Row>(text, params)).rows;
      },
      async exec(text: string) {
        await target.exec(text);
      },
    };
  };
  const main = executor(client);
  return {
    kind: 'pglite',
    get orm() {
      return main.orm;
    },
    query: main.query,
    exec: main.exec,
    transaction: (work) => client.transaction((tx) => work(executor(tx))),
    async listen(channel, listener) {
      const stop = await client.listen(channel, (payload) => listener.onMessage(payload));
      return async () => stop();
    },
    async notify(channel, payload) {
      await client.query(NOTIFY_ALL, [channel, typeof payload === 'string' ? [payload] : payload]);
    },
    async close() {
      try {
        stats?.write();
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(
  url: string,
  poolSize: number,
  stats: QueryStats | undefined,
  connectTimeoutMs: number,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server must not take the process down; the next query reports it.
  pool.on('error', () => {});
  // Nor may a checked-out one (Drizzle's own transactions hold clients too): the query in flight
  // reports the loss, and the pool drops a broken client when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  const executor = (untimed: pg.Pool | pg.PoolClient): SqlExecutor => {
    const target = timedClient(untimed, stats);
    return {
      get orm() {
        return ormOf(target, () => drizzlePg({ client: target, schema }) as unknown as Orm);
      },
      async query<Row>(text: string, params: unknown[] = []) {
        return (await target.query(text, params)).rows as Row[];
      },
      async exec(text: string) {
        await target.query(text);
      },
    };
  };
  const main = executor(pool);
  // Drizzle's own transaction on a pool sends BEGIN before its try, so a BEGIN that fails (the
  // server gone) never gives its connection back, and ten such losses leave the pool empty. Its
  // transactions run here instead, on a connection this code always returns (dropped if broken).
  const poolOrm = main.orm;
  const runInTransaction: Orm['transaction'] = async (work, config) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await executor(client).orm.transaction(work, config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  };
  Object.assign(poolOrm, { transaction: runInTransaction });
  return {
    kind: 'postgres',
    get orm() {
      return main.orm;
    },
    query: main.query,
    exec: main.exec,
    async transaction(work) {
      const client = await pool.connect();
      const timed = timedClient(client, stats);
      // A checked-out client whose server goes away emits 'error'; the query in flight reports
      // it, so the event itself must not take the process down.
      const ignore = () => {};
      client.on('error', ignore);
      let broken: Error | undefined;
      try {
        await timed.query('BEGIN');
        const result = await work(executor(client));
        await timed.query('COMMIT');
        return result;
      } catch (error) {
        if (isDatabaseUnavailable(error)) broken = error as Error;
        else await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.off('error', ignore);
        // A broken connection is thrown away instead of going back to the pool.
        client.release(broken);
      }
    },
    listen: (channel, listener) => listenWithReconnect(url, channel, listener),
    async notify(channel, payload) {
      await pool.query(NOTIFY_ALL, [channel, typeof payload === 'string' ? [payload] : payload]);
    },
    async close() {
      stats?.write();
      await pool.end();
    },
  };
}

/**
 * A dedicated connection for LISTEN that comes back by itself after the server goes away,
 * retrying with backoff from 200 ms up to 10 s.
 */
async function listenWithReconnect(url: string, channel: string, listener: Listener): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let delay = 200;
  let timer: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replace(/"/g, '""')}"`;

  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) listener.onMessage(message.payload);
    });
    next.on('error', () => scheduleReconnect());
    next.on('end', () => scheduleReconnect());
    try {
      await next.connect();
      await next.query(`LISTEN ${quoted}`);
      client = next;
      delay = 200;
      if (isReconnect) listener.onReconnect?.();
    } catch {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      scheduleReconnect();
    }
  };
  const scheduleReconnect = () => {
    if (stopped || timer) return;
    if (client) listener.onLost?.();
    client = undefined;
    timer = setTimeout(() => {
      timer = undefined;
      void connect(true);
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, 10_000);
  };

  await connect(false);
  if (!client) throw new Error(`could not LISTEN on ${channel}`);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const current = client;
    client = undefined;
    if (current) {
      current.removeAllListeners('end');
      await current.end().catch(() => {});
    }
  };
}
