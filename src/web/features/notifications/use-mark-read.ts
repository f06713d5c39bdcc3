import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../contracts/notifications';
import { toast } from '../../ui/toast';
import { markAllNotificationsRead } from './api/mark-all-read';
import { markNotificationRead } from './api/mark-notification-read';
import { notificationKeys } from './api/notification-keys';

/** Marking one or all of the member's notifications read, at once in the list and undone if the server refuses. */
export function useMarkRead(userId: string | null) {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const key = notificationKeys.list(userId);

  const setRead = (update: (list: Notification[]) => Notification[]) => {
    const previous = queryClient.getQueryData<Notification[]>(key);
    if (previous) queryClient.setQueryData<Notification[]>(key, update(previous));
    return previous;
  };

  const markOne = useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id: string) => ({
      previous: setRead((list) => list.map((n) => (n.id === id ? { ...n, read: true } : n))),
    }),
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(t('toast.markReadError'));
    },
  });

  const markAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => ({ previous: setRead((list) => list.map((n) => ({ ...n, read: true }))) }),
    onSuccess: () => toast.success(t('toast.allMarkedRead')),
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(t('toast.markAllError'));
    },
  });

  return { markOne, markAll };
}
