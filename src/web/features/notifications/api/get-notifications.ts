import { queryOptions } from '@tanstack/react-query';
import { NOTIFICATIONS_PATH, notificationListSchema } from '../../../../contracts/notifications';
import { apiFetch } from '../../../lib/api';
import { notificationKeys } from './notification-keys';

export const getNotifications = async () =>
  (await apiFetch(NOTIFICATIONS_PATH, notificationListSchema, { member: true })).notifications;

/** The member's notifications, newest first (spec §7); new ones are prepended live. */
export const notificationsQuery = (userId: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: getNotifications,
    enabled: enabled && userId !== null,
    staleTime: 30_000,
  });
