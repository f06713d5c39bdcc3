import type { FastifyInstance } from 'fastify';
import { HEALTH_PATH, type HealthResponse } from '../../../contracts/health';
import { APP_VERSION } from '../../../domain/app-version';

const PING_TIMEOUT_MS = 2000;

async function pingDatabase(app: FastifyInstance): Promise<number | null> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
    });
    await Promise.race([app.db.query('SELECT 1 FROM settings LIMIT 1'), timeout]);
    return Math.round((performance.now() - started) * 100) / 100;
  } catch (error) {
    app.log.warn({ err: error }, 'database health check failed');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const startedAt = performance.now();
  app.get(HEALTH_PATH, async (_request, reply) => {
    const latencyMs = await pingDatabase(app);
    const up = latencyMs !== null;
    const body: HealthResponse = {
      status: up ? 'ok' : 'degraded',
      version: APP_VERSION,
      uptimeSeconds: Math.round((performance.now() - startedAt) / 1000),
      database: { status: up ? 'up' : 'down', kind: app.db.kind, latencyMs },
    };
    return reply
      .status(up ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(body);
  });
}
