import { z } from 'zod';

export { REALTIME_PATH } from '../../contracts/paths';
export const REALTIME_NOTIFY_CHANNEL = 'rookery_realtime';
export const CHANNEL_PATTERN = /^([a-z]+):([A-Za-z0-9_-]{1,64})$/;

/** What a client may send over the socket. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(10_000) }),
  z.object({ type: z.literal('join'), channel: z.string().max(100), ref: z.string().max(64).optional() }),
  z.object({ type: z.literal('leave'), channel: z.string().max(100) }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Close codes in the 4000 range are ours. */
export const CLOSE_CODES = {
  invalidToken: 4001,
  tokenExpired: 4002,
  badMessage: 4003,
  heartbeatTimeout: 4004,
  /** The user signed out everywhere, changed password, was banned or deleted; sent after `session_ended`. */
  sessionEnded: 4005,
  /** Over a frame, join or per-address socket limit; sent after an error frame saying which. */
  rateLimited: 4008,
} as const;

/** Stable `code`s of the error frames that answer a client over a limit. */
export const LIMIT_ERROR_CODES = {
  /** Too many frames, or too many joins and sign-ins: the socket is closed (4008). */
  rateLimited: 'rate_limited',
  /** Too many open sockets from this address: the new socket is closed (4008). */
  tooManySockets: 'too_many_sockets',
  /** The join would hold more channels than allowed: only that join is refused. */
  tooManyChannels: 'too_many_channels',
} as const;
export type LimitErrorCode = (typeof LIMIT_ERROR_CODES)[keyof typeof LIMIT_ERROR_CODES];

/**
 * What instances tell each other on REALTIME_NOTIFY_CHANNEL: an event for a channel's subscribers
 * (from publish), or an order for the hubs themselves (from server code only: no client message
 * reaches the bus, and publish always sends the event shape).
 */
export const busControlSchema = z.object({
  control: z.literal('end_sessions'),
  userId: z.string().min(1),
  keepSessionId: z.string().min(1).optional(),
});
export const busEventSchema = z.object({ channel: z.string(), event: z.string(), payload: z.unknown() });
export type BusControl = z.infer<typeof busControlSchema>;
