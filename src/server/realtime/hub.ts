import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { AuthError } from '../auth/errors';
import { authenticate } from '../auth/sessions';
import { CHANNEL_PATTERN, CLOSE_CODES, clientMessageSchema, REALTIME_NOTIFY_CHANNEL } from './protocol';

export interface ChannelCaller {
  userId: string | null;
}
export type ChannelAuthorizer = (caller: ChannelCaller, id: string) => Promise<boolean>;

interface Connection {
  socket: WebSocket;
  userId: string | null;
  tokenExpiresAt: number | null;
  channels: Set<string>;
  alive: boolean;
  expiryTimer?: NodeJS.Timeout;
  /** Messages are handled one after another, so a join sent right after auth sees its result. */
  queue: Promise<void>;
}

/** How long a client has to send a fresh token once its access token expires. */
const REAUTH_GRACE_MS = 60_000;
const HEARTBEAT_MS = 30_000;
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_NOTIFY_BYTES = 7900;

export interface RealtimeHub {
  registerChannel(kind: string, authorize: ChannelAuthorizer): void;
  /** Sends an event to every subscriber of a channel, on every instance. */
  publish(channel: string, event: string, payload: unknown): Promise<void>;
  stats(): { connections: number; authenticated: number; subscriptions: number };
  accept(socket: WebSocket, request: FastifyRequest): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createHub(app: FastifyInstance): RealtimeHub {
  const authorizers = new Map<string, ChannelAuthorizer>();
  const connections = new Set<Connection>();
  const subscribers = new Map<string, Set<Connection>>();
  let stopListening: (() => Promise<void>) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  authorizers.set('notifications', async (caller, id) => caller.userId !== null && caller.userId === id);

  const send = (connection: Connection, message: unknown) => {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(message));
  };

  const leave = (connection: Connection, channel: string) => {
    connection.channels.delete(channel);
    const set = subscribers.get(channel);
    set?.delete(connection);
    if (set?.size === 0) subscribers.delete(channel);
  };

  const deliver = (raw: string) => {
    let message: { channel: string; event: string; payload: unknown };
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    for (const connection of subscribers.get(message.channel) ?? []) {
      send(connection, { type: 'event', channel: message.channel, event: message.event, payload: message.payload });
    }
  };

  const authorize = async (connection: Connection, channel: string) => {
    const match = channel.match(CHANNEL_PATTERN);
    const check = match ? authorizers.get(match[1]!) : undefined;
    if (!match || !check) return false;
    try {
      return await check({ userId: connection.userId }, match[2]!);
    } catch (error) {
      app.log.warn({ err: error, channel }, 'channel authorisation failed');
      return false;
    }
  };

  const signIn = async (connection: Connection, token: string) => {
    const caller = await authenticate(app.auth, `Bearer ${token}`);
    connection.userId = caller.user.id;
    connection.tokenExpiresAt = caller.claims.exp * 1000;
    clearTimeout(connection.expiryTimer);
    connection.expiryTimer = setTimeout(() => {
      send(connection, { type: 'token_expired' });
      connection.expiryTimer = setTimeout(
        () => connection.socket.close(CLOSE_CODES.tokenExpired, 'access token expired'),
        REAUTH_GRACE_MS,
      );
    }, Math.max(0, connection.tokenExpiresAt - Date.now()));
    // A new token may belong to someone else: keep only the channels it may still see.
    for (const channel of [...connection.channels]) {
      if (!(await authorize(connection, channel))) {
        leave(connection, channel);
        send(connection, { type: 'left', channel, reason: 'forbidden' });
      }
    }
  };

  const handle = async (connection: Connection, data: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return send(connection, { type: 'error', code: 'bad_message', message: 'Messages must be JSON.' });
    }
    const result = clientMessageSchema.safeParse(parsed);
    if (!result.success) return send(connection, { type: 'error', code: 'bad_message', message: 'Unknown message.' });
    const message = result.data;
    switch (message.type) {
      case 'ping':
        return send(connection, { type: 'pong' });
      case 'auth':
        try {
          await signIn(connection, message.token);
          return send(connection, { type: 'auth_ok', userId: connection.userId });
        } catch (error) {
          const reason = error instanceof AuthError ? error.message : 'invalid token';
          send(connection, { type: 'error', code: 'invalid_token', message: reason });
          return connection.socket.close(CLOSE_CODES.invalidToken, 'invalid token'.slice(0, 120));
        }
      case 'join':
        if (!(await authorize(connection, message.channel))) {
          return send(connection, { type: 'error', ref: message.ref, code: 'forbidden', message: `You may not join ${message.channel}.` });
        }
        connection.channels.add(message.channel);
        if (!subscribers.has(message.channel)) subscribers.set(message.channel, new Set());
        subscribers.get(message.channel)!.add(connection);
        return send(connection, { type: 'joined', channel: message.channel, ref: message.ref });
      case 'leave':
        leave(connection, message.channel);
        return send(connection, { type: 'left', channel: message.channel });
    }
  };

  return {
    registerChannel(kind, authorizer) {
      authorizers.set(kind, authorizer);
    },
    async publish(channel, event, payload) {
      const raw = JSON.stringify({ channel, event, payload });
      if (Buffer.byteLength(raw) > MAX_NOTIFY_BYTES) throw new Error(`realtime payload for ${channel} is too large`);
      await app.db.notify(REALTIME_NOTIFY_CHANNEL, raw);
    },
    stats() {
      let authenticated = 0;
      for (const connection of connections) if (connection.userId) authenticated += 1;
      let subscriptions = 0;
      for (const set of subscribers.values()) subscriptions += set.size;
      return { connections: connections.size, authenticated, subscriptions };
    },
    accept(socket, request) {
      const connection: Connection = {
        socket,
        userId: null,
        tokenExpiresAt: null,
        channels: new Set(),
        alive: true,
        queue: Promise.resolve(),
      };
      const enqueue = (data: string) => {
        connection.queue = connection.queue
          .then(() => handle(connection, data))
          .catch((error) => app.log.error({ err: error }, 'realtime message failed'));
      };
      connections.add(connection);
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('message', (data, isBinary) => {
        if (isBinary) return socket.close(CLOSE_CODES.badMessage, 'binary messages are not supported');
        enqueue(data.toString());
      });
      socket.on('close', () => {
        clearTimeout(connection.expiryTimer);
        for (const channel of [...connection.channels]) leave(connection, channel);
        connections.delete(connection);
      });
      const token = (request.query as { access_token?: string }).access_token;
      if (token) enqueue(JSON.stringify({ type: 'auth', token }));
      send(connection, { type: 'welcome', heartbeatMs: HEARTBEAT_MS });
    },
    async start() {
      stopListening = await app.db.listen(REALTIME_NOTIFY_CHANNEL, {
        onMessage: deliver,
        // Events published while this instance could not listen are lost: ask clients to re-fetch.
        onReconnect: () => {
          for (const connection of connections) send(connection, { type: 'resync' });
        },
      });
      heartbeat = setInterval(() => {
        for (const connection of connections) {
          if (!connection.alive) {
            connection.socket.terminate();
            continue;
          }
          connection.alive = false;
          connection.socket.ping();
        }
      }, HEARTBEAT_MS);
      heartbeat.unref();
    },
    async stop() {
      clearInterval(heartbeat);
      for (const connection of connections) connection.socket.close(1001, 'server shutting down');
      await stopListening?.();
    },
  };
}
