import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { createTestDatabase, type TestDatabase } from '../../../../test/server/database';
import { startTcpProxy } from '../../../../test/server/tcp-proxy';
import { describeNeeding, POSTGRES_MISSING } from '../../../../scripts/test-requirements';

// An embedded PGlite cannot go away on its own, so the outage is played on PostgreSQL.
describeNeeding(POSTGRES_MISSING, 'a PostgreSQL outage', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(database.url!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    target.hostname = '127.0.0.1';
    target.port = String(proxy.port);
    const viaProxy = await openDatabase({ url: target.toString() });
    app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: target.toString() }), { database: viaProxy });
    app.addHook('onClose', async () => viaProxy.close());
  });
  afterAll(async () => {
    await app.close();
    proxy.close();
    await database.drop();
  });

  it('reports 503 while the database is down and recovers when it returns, without a restart', async () => {
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

    await proxy.cut();
    const down = await app.inject({ url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'degraded', database: { status: 'down', latencyMs: null } });

    await proxy.restore();
    const up = await app.inject({ url: '/api/health' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });
});
