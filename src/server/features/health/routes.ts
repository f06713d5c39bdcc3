import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HEALTH_PATH, healthResponseSchema } from '../../../contracts/health';
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
  const schema = { tags: ['meta'], response: { 200: healthResponseSchema, 503: healthResponseSchema } };
  app.withTypeProvider<ZodTypeProvider>().get(HEALTH_PATH, { schema }, async (_request, reply) => {
    const latencyMs = await pingDatabase(app);
    const up = latencyMs !== null;
    const body = {
      status: up ? ('ok' as const) : ('degraded' as const),
      version: APP_VERSION,
      uptimeSeconds: Math.round((performance.now() - startedAt) / 1000),
      database: { status: up ? ('up' as const) : ('down' as const), kind: app.db.kind, latencyMs },
    };
    return reply
      .status(up ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(body);
  });
}
