import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../domain/notifications/notifications';

export const NOTIFICATIONS_PATH = '/api/notifications';
export const notificationReadPath = (id: string) => `/api/notifications/${encodeURIComponent(id)}/read`;
export const NOTIFICATIONS_READ_ALL_PATH = '/api/notifications/read-all';

export const notificationSchema = z.object({
  id: z.string(),
  recipient_id: z.string(),
  type: z.string(),
  read: z.boolean(),
  message: z.string().nullable(),
  content: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({ notifications: z.array(notificationSchema) });
export const markAllReadSchema = z.object({ updated: z.number().int().nonnegative() });

/** `:id` of one notification; any text, since a malformed id is simply not found. */
export const notificationParamsSchema = z.object({ id: z.string() });

/** What a server feature passes to create one. */
export const newNotificationSchema = z.object({
  recipientId: z.string().uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  message: z.string().max(2000).nullable().default(null),
  content: z.record(z.string(), z.unknown()).default({}),
});
export type NewNotification = z.input<typeof newNotificationSchema>;
