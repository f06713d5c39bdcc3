import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/database';
import { sendNotification } from '../../../src/server/features/notifications/notifications-repository';
import type { TestApp } from '../app';
import { createTestDatabase, type TestDatabase } from '../database';
import { signedUpMember, type TestMember } from '../members';
import { testSocket } from '../sockets';
import { startTcpProxy } from '../tcp-proxy';
import { expectNothingLost, startWriteLoad } from './write-load';
import { describeNeeding, POSTGRES_MISSING } from '../../../scripts/test-requirements';

/**
 * The database goes away in the middle of a write load and comes back. The server is reached
 * through a TCP proxy the test cuts (every connection dropped, new ones refused) and restores:
 * for the server that is PostgreSQL stopping and starting again. An embedded PGlite cannot go
 * away by itself, so this runs on PostgreSQL.
 */
const WRITERS = 8;
/** Refused saves to see while the database is down before it comes back: several per writer. */
const REFUSALS_WHILE_DOWN = 5 * WRITERS;

describeNeeding(POSTGRES_MISSING, 'PostgreSQL stopped and started again mid-load', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let server: TestApp;
  let writer: TestMember;
  let listener: TestMember;

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(database.url!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    target.hostname = '127.0.0.1';
    target.port = String(proxy.port);
    const viaProxy = await openDatabase({ url: target.toString() });
    const app = await buildApp(
      loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: target.toString(), AUTH_RATE_LIMIT_PER_MINUTE: '100000' }),
      { database: viaProxy, skipMigrations: true },
    );
    app.addHook('onClose', async () => viaProxy.close());
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    server = { app, baseUrl, database, close: async () => app.close() };
    [writer, listener] = await Promise.all([signedUpMember(server, 'Writer'), signedUpMember(server, 'Listener')]);
  });
  afterAll(async () => {
    await server?.close();
    proxy?.close();
    await database?.drop();
  });

  it('answers 503 (never 500) while it is down, loses no acknowledged save, and recovers without a restart', async () => {
    const socket = await testSocket(server.baseUrl);
    await socket.join(listener.token, `notifications:${listener.id}`);

    const load = startWriteLoad(
      () => server.baseUrl,
      () => writer.token,
      WRITERS,
    );
    const refused = () => load.statuses.get(503) ?? 0;
    // Under way: every writer has had saves acknowledged.
    await expect
      .poll(() => (load.acknowledged.size === WRITERS ? Math.min(...load.acknowledged.values()) : 0), {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(3);
    const refusedBeforeCut = refused();
    await proxy.cut();
    // Down for a while: the writers keep trying and are refused, again and again, as unavailable.
    await expect.poll(refused, { timeout: 20_000 }).toBeGreaterThanOrEqual(refusedBeforeCut + REFUSALS_WHILE_DOWN);
    const refusedWhileDown = refused() - refusedBeforeCut;
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(503);
    await proxy.restore();
    const restoredAt = Date.now();
    // Back: every writer has had a save acknowledged again.
    await expect
      .poll(
        () =>
          [...load.lastSuccessAt.values()].filter((at) => at > restoredAt).length === WRITERS &&
          load.lastSuccessAt.size === WRITERS,
        { timeout: 20_000 },
      )
      .toBe(true);
    await load.stop();

    const statuses = Object.fromEntries(load.statuses);
    // Saves went through before and after; during the outage they were refused as unavailable.
    expect(
      Object.keys(statuses)
        .map(Number)
        .every((status) => [200, 201, 503].includes(status)),
      JSON.stringify(statuses),
    ).toBe(true);
    expect(load.statuses.get(503) ?? 0).toBeGreaterThan(0);
    for (const [id, at] of load.lastSuccessAt)
      expect(at, `${id} saved again after the restart`).toBeGreaterThan(restoredAt);
    // The outage lasted: the writers were refused again and again while it was down.
    expect(refusedWhileDown).toBeGreaterThanOrEqual(REFUSALS_WHILE_DOWN);
    await expectNothingLost(server.baseUrl, writer.token, load.acknowledged);

    // The realtime listener came back by itself: a new notification still arrives live.
    await expect
      .poll(
        async () => {
          await sendNotification(server.app, {
            recipientId: listener.id,
            type: 'friend_request',
            content: { sender_name: 'After' },
          });
          return socket.messages.some((m) => m.type === 'event');
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    socket.ws.close();
  }, 60_000);
});
