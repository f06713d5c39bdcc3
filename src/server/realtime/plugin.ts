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
  app.get(REALTIME_PATH, { websocket: true }, (socket, request) => hub.accept(socket, request));
  await hub.start();
  app.addHook('preClose', async () => hub.stop());
}
