import type { Config } from '../config';

/**
 * How much one socket and one address may ask of the hub. Issue 15: one signed-out socket sending
 * 3,000 join frames queued 3,000 database reads and stalled every other request for 13–15 s.
 */
export interface RealtimeLimits {
  /** Frames a socket may send per second on average, and at once after a quiet spell. */
  framesPerSecond: number;
  framesBurst: number;
  /** Messages waiting to be handled, past which the socket is closed rather than queueing more reads. */
  maxPending: number;
  /** Channels one socket may hold at once. */
  channelsPerSocket: number;
  /**
   * Database lookups a socket may cause, at once and then per second: one per join attempt, and
   * one per sign-in plus one per channel it holds (a new token has each channel checked again).
   */
  lookupsBurst: number;
  lookupsPerSecond: number;
  /** Open sockets per client address (request.ip, which follows TRUST_PROXY). */
  socketsPerAddress: number;
}

type LimitSettings = Pick<
  Config,
  'REALTIME_MAX_FRAMES_PER_SECOND' | 'REALTIME_MAX_CHANNELS_PER_SOCKET' | 'REALTIME_MAX_SOCKETS_PER_ADDRESS'
>;

export function realtimeLimits(config: LimitSettings): RealtimeLimits {
  const frames = config.REALTIME_MAX_FRAMES_PER_SECOND;
  const channels = config.REALTIME_MAX_CHANNELS_PER_SOCKET;
  return {
    framesPerSecond: frames,
    // A reconnecting client sends its token and every channel it follows at once: let that through.
    framesBurst: 2 * frames,
    // The frame limit already bounds the queue; this catches a queue growing because the database is slow.
    maxPending: 2 * frames,
    channelsPerSocket: channels,
    // Enough to rejoin every channel twice over at once, then one full set a minute.
    lookupsBurst: 2 * channels,
    lookupsPerSecond: channels / 60,
    socketsPerAddress: config.REALTIME_MAX_SOCKETS_PER_ADDRESS,
  };
}

export interface TokenBucket {
  /** Spends `cost` tokens (one by default); false, spending none, when there are fewer left. */
  take(cost?: number): boolean;
}

/** A bucket of `capacity` tokens, refilled at `perSecond`; `now` is in milliseconds (a test passes its own clock). */
export function tokenBucket(capacity: number, perSecond: number, now: () => number = () => performance.now()): TokenBucket {
  let tokens = capacity;
  let last = now();
  return {
    take(cost = 1) {
      const time = now();
      tokens = Math.min(capacity, tokens + ((time - last) / 1000) * perSecond);
      last = time;
      if (tokens < cost) return false;
      tokens -= cost;
      return true;
    },
  };
}
