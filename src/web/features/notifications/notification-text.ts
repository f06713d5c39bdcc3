import type { TFunction } from 'i18next';
import type { Notification } from '../../../contracts/notifications';
import { notificationTitle } from '../../../domain/notifications/notifications';

/** A notification's title in the reader's language (spec §5), with the spec's fallback words. */
export function notificationTitleText(
  t: TFunction<'notifications'>,
  notification: Pick<Notification, 'type' | 'message' | 'content'>,
) {
  const title = notificationTitle(notification.type, notification.message, notification.content);
  switch (title.key) {
    case 'notifications.title.build_failure':
      return t(title.key, {
        site: title.params.site ?? t('notifications.fallback.site'),
        branch: title.params.branch ?? t('notifications.fallback.branch'),
      });
    case 'notifications.title.data_report_answered':
      return t(title.key, {
        subject: title.params.subject ?? t('notifications.fallback.subject'),
        answer: title.params.answer ?? '',
      });
    case 'notifications.title.data_report_fixed':
      return t(title.key, {
        subject: title.params.subject ?? t('notifications.fallback.subject'),
        version: title.params.version ?? t('notifications.fallback.version'),
      });
    case 'notifications.title.message':
      return t(title.key, { message: title.params.message });
    case 'notifications.title.fallback':
      return t(title.key);
    default:
      return t(title.key, { sender: title.params.sender ?? t('notifications.fallback.sender') });
  }
}
