import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { AuthError } from '../auth/errors';
import { authenticate } from '../auth/sessions';
import { realtimeLimits, tokenBucket, type RealtimeLimits, type TokenBucket } from './limits';
import {
  busControlSchema,
  busEventSchema,
  CHANNEL_PATTERN,
  CLOSE_CODES,
  clientMessageSchema,
  LIMIT_ERROR_CODES,
  REALTIME_NOTIFY_CHANNEL,
  type BusControl,
  type LimitErrorCode,
} from './protocol';
import { NOTIFICATIONS_CHANNEL_KIND } from '../../contracts/realtime';

export interface ChannelCaller {
  userId: string | null;
}
export type ChannelAuthorizer = (caller: ChannelCaller, id: string) => Promise<boolean>;
export interface ChannelOptions {
  /** Only signed-in sockets may join: a signed-out one is refused without calling the authoriser. */
  signedIn?: boolean;
}

interface Connection {
  socket: WebSocket;
  userId: string | null;
  /** The session_id claim of the token the socket signed in with, so ending a session can find it. */
  sessionId: string | null;
  tokenExpiresAt: number | null;
  channels: Set<string>;
  alive: boolean;
  expiryTimer?: NodeJS.Timeout;
  /** Messages are handled one after another, so a join sent right after auth sees its result. */
  queue: Promise<void>;
  /** Messages received and not handled yet. */
  pending: number;
  frames: TokenBucket;
  /** Joins and sign-ins, which read the database (a sign-in once more per channel held). */
  lookups: TokenBucket;
  /** Set once the server has decided to close the socket: whatever it still sends is ignored. */
  closing: boolean;
}

/** How long a client has to send a fresh token once its access token expires. */
const REAUTH_GRACE_MS = 60_000;
const HEARTBEAT_MS = 30_000;
/** How long a socket turned away for going over a limit has to take in the error and close frames. */
const TURNED_AWAY_GRACE_MS = 1000;
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_NOTIFY_BYTES = 7900;

export interface RealtimeHub {
  registerChannel(kind: string, authorize: ChannelAuthorizer, options?: ChannelOptions): void;
  /** Sends an event to every subscriber of a channel (or of several, in one statement), on every instance. */
  publish(channel: string | readonly string[], event: string, payload: unknown): Promise<void>;
  /**
   * Closes the user's sockets on every instance (all of them, or all but those signed in on
   * keepSessionId), after telling each `{type:'session_ended'}`: for sign-out everywhere, a password
   * change, a ban or a deletion, which must not wait for the access tokens to expire.
   */
  endSessions(userId: string, options?: { keepSessionId?: string }): Promise<void>;
  stats(): { connections: number; authenticated: number; subscriptions: number };
  accept(socket: WebSocket, request: FastifyRequest): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createHub(app: FastifyInstance, limits: RealtimeLimits = realtimeLimits(app.config)): RealtimeHub {
  const channelKinds = new Map<string, { authorize: ChannelAuthorizer; signedIn: boolean }>();
  const connections = new Set<Connection>();
  const subscribers = new Map<string, Set<Connection>>();
  const socketsPerAddress = new Map<string, number>();
  let stopListening: (() => Promise<void>) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  channelKinds.set(NOTIFICATIONS_CHANNEL_KIND, {
    authorize: async (caller, id) => caller.userId !== null && caller.userId === id,
    signedIn: true,
  });

  const send = (connection: Connection, message: unknown) => {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(message));
  };

  /** Closes the socket from our side; nothing it sends from now on is handled. */
  const shut = (connection: Connection, code: number, reason: string) => {
    connection.closing = true;
    clearTimeout(connection.expiryTimer);
    connection.socket.close(code, reason);
  };

  /**
   * Answers a client over a limit with an error frame saying which, and closes it. Whatever else it
   * has sent is not even read: parsing the rest of a 3,000-frame flood would hold the thread.
   */
  const turnAway = (socket: WebSocket, code: LimitErrorCode, message: string, reason: string) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'error', code, message }));
    socket.close(CLOSE_CODES.rateLimited, reason);
    socket.pause();
    // Not reading, the server never sees the client's answer to the close: end the connection once
    // the error and close frames have had time to arrive.
    setTimeout(() => socket.terminate(), TURNED_AWAY_GRACE_MS).unref();
  };
  const refuse = (connection: Connection, message: string) => {
    if (connection.closing) return;
    connection.closing = true;
    clearTimeout(connection.expiryTimer);
    turnAway(connection.socket, LIMIT_ERROR_CODES.rateLimited, message, 'rate limited');
  };

  const leave = (connection: Connection, channel: string) => {
    connection.channels.delete(channel);
    const set = subscribers.get(channel);
    set?.delete(connection);
    if (set?.size === 0) subscribers.delete(channel);
  };

  const endLocalSessions = ({ userId, keepSessionId }: Omit<BusControl, 'control'>) => {
    for (const connection of connections) {
      if (connection.closing || connection.userId !== userId) continue;
      if (keepSessionId !== undefined && connection.sessionId === keepSessionId) continue;
      send(connection, { type: 'session_ended' });
      shut(connection, CLOSE_CODES.sessionEnded, 'session ended');
    }
  };

  const deliver = (raw: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    // publish always sends {channel, event, payload}, never a `control` key, whatever its payload holds.
    const control = busControlSchema.safeParse(parsed);
    if (control.success) return endLocalSessions(control.data);
    const event = busEventSchema.safeParse(parsed);
    if (!event.success) return;
    const { channel, event: name, payload } = event.data;
    for (const connection of subscribers.get(channel) ?? []) {
      send(connection, { type: 'event', channel, event: name, payload });
    }
  };

  /** Decides cheaply where it can (bad name, unknown kind, signed out): only the authoriser may read the database. */
  const authorize = async (connection: Connection, channel: string) => {
    const match = channel.match(CHANNEL_PATTERN);
    const kind = match ? channelKinds.get(match[1]!) : undefined;
    if (!match || !kind) return false;
    if (kind.signedIn && connection.userId === null) return false;
    try {
      return await kind.authorize({ userId: connection.userId }, match[2]!);
    } catch (error) {
      app.log.warn({ err: error, channel }, 'channel authorisation failed');
      return false;
    }
  };

  const signIn = async (connection: Connection, token: string) => {
    const caller = await authenticate(app.auth, `Bearer ${token}`);
    // Closed meanwhile (its session ended, or it went over a limit): no timers for a dead socket.
    if (connection.closing) return;
    connection.userId = caller.user.id;
    connection.sessionId = caller.claims.session_id;
    connection.tokenExpiresAt = caller.claims.exp * 1000;
    clearTimeout(connection.expiryTimer);
    connection.expiryTimer = setTimeout(() => {
      send(connection, { type: 'token_expired' });
      connection.expiryTimer = setTimeout(() => shut(connection, CLOSE_CODES.tokenExpired, 'access token expired'), REAUTH_GRACE_MS);
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
    if (connection.closing) return;
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
        // A new token has every channel held checked again: each of those checks is a lookup too.
        if (!connection.lookups.take(1 + connection.channels.size)) {
          return refuse(connection, 'Too many sign-ins and joins on this socket.');
        }
        try {
          await signIn(connection, message.token);
          if (connection.closing) return;
          return send(connection, { type: 'auth_ok', userId: connection.userId });
        } catch (error) {
          const reason = error instanceof AuthError ? error.message : 'invalid token';
          send(connection, { type: 'error', code: 'invalid_token', message: reason });
          return shut(connection, CLOSE_CODES.invalidToken, 'invalid token');
        }
      case 'join': {
        const { channel, ref } = message;
        if (!connection.lookups.take()) return refuse(connection, 'Too many sign-ins and joins on this socket.');
        if (connection.channels.has(channel)) return send(connection, { type: 'joined', channel, ref });
        if (connection.channels.size >= limits.channelsPerSocket) {
          // Only this join is refused: closing would make a client that rejoins everything on reconnect loop.
          return send(connection, {
            type: 'error',
            ref,
            code: LIMIT_ERROR_CODES.tooManyChannels,
            message: `A socket may hold at most ${limits.channelsPerSocket} channels.`,
          });
        }
        if (!(await authorize(connection, channel))) {
          return send(connection, { type: 'error', ref, code: 'forbidden', message: `You may not join ${channel}.` });
        }
        // The socket may have closed while the authoriser ran: a closed one must not stay subscribed.
        if (connection.closing || connection.socket.readyState !== connection.socket.OPEN) return;
        connection.channels.add(channel);
        if (!subscribers.has(channel)) subscribers.set(channel, new Set());
        subscribers.get(channel)!.add(connection);
        return send(connection, { type: 'joined', channel, ref });
      }
      case 'leave':
        leave(connection, message.channel);
        return send(connection, { type: 'left', channel: message.channel });
    }
  };

  return {
    registerChannel(kind, authorizer, options = {}) {
      channelKinds.set(kind, { authorize: authorizer, signedIn: options.signedIn ?? false });
    },
    async publish(channels, event, payload) {
      const messages = (typeof channels === 'string' ? [channels] : channels).map((channel) => {
        const raw = JSON.stringify({ channel, event, payload });
        if (Buffer.byteLength(raw) > MAX_NOTIFY_BYTES) throw new Error(`realtime payload for ${channel} is too large`);
        return raw;
      });
      await app.db.notify(REALTIME_NOTIFY_CHANNEL, messages);
    },
    async endSessions(userId, options = {}) {
      const control: BusControl = { control: 'end_sessions', userId };
      if (options.keepSessionId !== undefined) control.keepSessionId = options.keepSessionId;
      // This instance acts at once, even if the bus is down; the others when the NOTIFY reaches them.
      endLocalSessions(control);
      await app.db.notify(REALTIME_NOTIFY_CHANNEL, JSON.stringify(control));
    },
    stats() {
      let authenticated = 0;
      for (const connection of connections) if (connection.userId) authenticated += 1;
      let subscriptions = 0;
      for (const set of subscribers.values()) subscriptions += set.size;
      return { connections: connections.size, authenticated, subscriptions };
    },
    accept(socket, request) {
      const address = request.ip;
      const open = socketsPerAddress.get(address) ?? 0;
      if (open >= limits.socketsPerAddress) {
        const message = `At most ${limits.socketsPerAddress} sockets may be open from one address.`;
        return turnAway(socket, LIMIT_ERROR_CODES.tooManySockets, message, 'too many sockets');
      }
      socketsPerAddress.set(address, open + 1);
      const connection: Connection = {
        socket,
        userId: null,
        sessionId: null,
        tokenExpiresAt: null,
        channels: new Set(),
        alive: true,
        queue: Promise.resolve(),
        pending: 0,
        frames: tokenBucket(limits.framesBurst, limits.framesPerSecond),
        lookups: tokenBucket(limits.lookupsBurst, limits.lookupsPerSecond),
        closing: false,
      };
      const enqueue = (data: string) => {
        connection.pending += 1;
        connection.queue = connection.queue
          .then(() => handle(connection, data))
          .catch((error) => app.log.error({ err: error }, 'realtime message failed'))
          .finally(() => {
            connection.pending -= 1;
          });
      };
      connections.add(connection);
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('message', (data, isBinary) => {
        if (connection.closing) return;
        if (isBinary) return shut(connection, CLOSE_CODES.badMessage, 'binary messages are not supported');
        if (!connection.frames.take()) {
          return refuse(connection, `Too many messages: at most ${limits.framesPerSecond} a second.`);
        }
        // The frame limit bounds the queue while the database keeps up; this, when it does not.
        if (connection.pending >= limits.maxPending) return refuse(connection, 'Too many messages waiting to be handled.');
        enqueue(data.toString());
      });
      socket.on('close', () => {
        connection.closing = true;
        clearTimeout(connection.expiryTimer);
        for (const channel of [...connection.channels]) leave(connection, channel);
        connections.delete(connection);
        const left = (socketsPerAddress.get(address) ?? 1) - 1;
        if (left > 0) socketsPerAddress.set(address, left);
        else socketsPerAddress.delete(address);
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
