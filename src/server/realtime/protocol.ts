import { z } from 'zod';

export const REALTIME_PATH = '/realtime/v1/websocket';
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
} as const;
