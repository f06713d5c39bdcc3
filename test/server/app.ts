import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Where the server listens on loopback, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  close(): Promise<void>;
}

/** The whole server on a fresh database, for tests that call it with app.inject or real HTTP. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/rookery-test-unused',
    // The padding that hides registered addresses only slows tests down; hardening.test.ts turns it on.
    AUTH_UNIFORM_RESPONSE_MS: '0',
    ...env,
  });
  const app = await buildApp(config, { database: database.db, skipMigrations: true });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    baseUrl,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
