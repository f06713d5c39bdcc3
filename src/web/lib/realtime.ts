import { REALTIME_PATH } from '../../contracts/paths';

/**
 * The browser side of the realtime hub: one websocket per tab, authenticated with the current
 * access token, re-joining its channels after a reconnect (backoff from 1 s doubling to 30 s)
 * and telling subscribers to re-fetch what they may have missed. Turned away for going over a
 * limit, it waits the longest backoff before trying again; when the server ends its session
 * (signed out everywhere, password changed, banned), it stays away until the token changes.
 */
export type RealtimeHandler = (event: string, payload: unknown) => void;

const PING_MS = 25_000;
const MAX_BACKOFF_MS = 30_000;
/** The hub's close codes (src/server/realtime/protocol.ts), for when the message before the close is lost. */
const CLOSE_SESSION_ENDED = 4005;
const CLOSE_RATE_LIMITED = 4008;
const LIMIT_ERRORS = new Set(['rate_limited', 'too_many_sockets']);

export class RealtimeClient {
  private socket: WebSocket | undefined;
  private readonly handlers = new Map<string, Set<RealtimeHandler>>();
  private readonly reconnectListeners = new Set<() => void>();
  private token: string | null = null;
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private hasConnected = false;
  private closedByUs = false;
  /** The server ended the session this token belongs to: no reconnecting until the token changes. */
  private sessionEnded = false;

  constructor(private readonly url: () => string) {}

  /** Sets the access token (null when signed out); an open socket re-authenticates with it. */
  setToken(token: string | null): void {
    if (token === this.token) return;
    this.token = token;
    if (this.sessionEnded) {
      // The app has caught up with the ended session (signed out, or signed in again): start afresh.
      this.sessionEnded = false;
      this.startAfresh();
      return;
    }
    if (token && this.socket?.readyState === WebSocket.OPEN) this.send({ type: 'auth', token });
    if (!token && this.socket) {
      this.disconnect();
      this.startAfresh();
    }
  }

  subscribe(channel: string, handler: RealtimeHandler): () => void {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      this.send({ type: 'join', channel });
    }
    set.add(handler);
    this.ensureConnected();
    return () => {
      set!.delete(handler);
      if (set!.size === 0) {
        this.handlers.delete(channel);
        this.send({ type: 'leave', channel });
      }
      if (this.handlers.size === 0) this.disconnect();
    };
  }

  /** Called after a reconnect or a server-side resync: re-fetch anything that may have been missed. */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  private send(message: unknown): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private ensureConnected(): void {
    if (this.socket || this.reconnectTimer || this.sessionEnded || typeof WebSocket === 'undefined') return;
    this.closedByUs = false;
    const socket = new WebSocket(this.url());
    this.socket = socket;
    // A replaced socket may still report in late (its close arrives after a reconnect): only the
    // current socket may change the client's state.
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      if (this.token) this.send({ type: 'auth', token: this.token });
      for (const channel of this.handlers.keys()) this.send({ type: 'join', channel });
      this.pingTimer = setInterval(() => this.send({ type: 'ping' }), PING_MS);
      if (this.hasConnected) this.notifyReconnect();
      this.hasConnected = true;
    };
    socket.onmessage = (message) => {
      if (this.socket === socket) this.receive(String(message.data));
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      clearInterval(this.pingTimer);
      this.socket = undefined;
      if (event.code === CLOSE_SESSION_ENDED) this.sessionEnded = true;
      if (event.code === CLOSE_RATE_LIMITED) this.backOffFully();
      if (!this.closedByUs && !this.sessionEnded && this.handlers.size > 0) this.scheduleReconnect();
    };
  }

  private receive(data: string): void {
    let message: { type?: string; code?: string; channel?: string; event?: string; payload?: unknown };
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    if (message.type === 'event' && message.channel) {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.event ?? '', message.payload);
    } else if (message.type === 'resync') {
      this.notifyReconnect();
    } else if (message.type === 'token_expired' && this.token) {
      this.send({ type: 'auth', token: this.token });
    } else if (message.type === 'session_ended') {
      this.sessionEnded = true;
    } else if (message.type === 'error' && message.code && LIMIT_ERRORS.has(message.code)) {
      this.backOffFully();
    }
  }

  /** Over a server limit: the next attempt waits the longest backoff rather than 1 s. */
  private backOffFully(): void {
    this.attempt = Math.max(this.attempt, Math.ceil(Math.log2(MAX_BACKOFF_MS / 1000)));
  }

  private notifyReconnect(): void {
    for (const listener of this.reconnectListeners) listener();
  }

  private scheduleReconnect(): void {
    const delay = Math.min(1000 * 2 ** this.attempt, MAX_BACKOFF_MS);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.ensureConnected();
    }, delay);
  }

  /**
   * Connects as whoever the token now says. This is a new session's first connection, not a
   * reconnect: subscribers are not told to fetch again, because the channels of the session that
   * ended are about to be left, and a fetch made now would go out without the token that the
   * session had, and be refused.
   */
  private startAfresh(): void {
    this.hasConnected = false;
    if (this.handlers.size > 0) this.ensureConnected();
  }

  private disconnect(): void {
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    clearInterval(this.pingTimer);
    this.closedByUs = true;
    this.socket?.close(1000);
    this.socket = undefined;
  }
}

export const realtime = new RealtimeClient(() => {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${REALTIME_PATH}`;
});
