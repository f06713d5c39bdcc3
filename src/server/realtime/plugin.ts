import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { createHub, type RealtimeHub } from './hub';
import { REALTIME_PATH } from './protocol';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

/** The websocket endpoint and the hub behind it; features register channel kinds on app.realtime. */
export async function registerRealtime(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const hub = createHub(app);
  app.decorate('realtime', hub);
  // Ended sessions (sign-out everywhere, password change, ban, deletion) close their sockets at once.
  // The sessions are already gone from the database: a bus failure is logged, not the request's.
  app.auth.sessionsEnded = async (userId, keepSessionId) => {
    await hub.endSessions(userId, { keepSessionId }).catch((error: unknown) => {
      app.log.error({ err: error, userId }, 'could not close the sockets of ended sessions');
    });
  };
  app.get(REALTIME_PATH, { websocket: true }, (socket, request) => hub.accept(socket, request));
  await hub.start();
  app.addHook('preClose', async () => hub.stop());
}
