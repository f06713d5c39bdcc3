import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationSchema, type Notification } from '../../../contracts/notifications';
import { realtime } from '../../lib/realtime';
import { notificationKeys } from './api/notification-keys';
import { channelName, INSERTED_EVENT, NOTIFICATIONS_CHANNEL_KIND } from '../../../contracts/realtime';

/**
 * New notifications arrive on `notifications:<userId>` and are prepended (spec §4); after a
 * reconnect the list is fetched again so nothing missed stays missing.
 */
export function useLiveNotifications(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const key = notificationKeys.list(userId);
    const stopEvents = realtime.subscribe(channelName(NOTIFICATIONS_CHANNEL_KIND, userId), (event, payload) => {
      if (event !== INSERTED_EVENT) return;
      const parsed = notificationSchema.safeParse(payload);
      if (!parsed.success) return;
      queryClient.setQueryData<Notification[]>(key, (current) =>
        current ? [parsed.data, ...current.filter((item) => item.id !== parsed.data.id)] : current,
      );
      if (!queryClient.getQueryData(key)) void queryClient.invalidateQueries({ queryKey: key });
    });
    const stopReconnect = realtime.onReconnect(() => void queryClient.invalidateQueries({ queryKey: key }));
    return () => {
      stopEvents();
      stopReconnect();
    };
  }, [queryClient, userId]);
}
