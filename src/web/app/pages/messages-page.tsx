import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { notificationKeys } from '../../features/notifications/api/notification-keys';
import { MessagesView } from '../../features/social/messages/messages-view';
import '../../features/social/i18n';

/** /messages and /messages/:ref — conversations and the open thread. */
export function MessagesPage() {
  const { t } = useTranslation('social');
  const { ref } = useParams();
  const queryClient = useQueryClient();
  // Reading a thread also reads its notifications on the server: refresh the bell.
  const onRead = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    [queryClient],
  );
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-2 py-6 md:px-4 md:py-8">
      <h1 className="px-2 text-3xl md:px-0">{t('messages.title')}</h1>
      <MessagesView profileRef={ref ?? null} onRead={onRead} />
    </div>
  );
}
