import type { TFunction } from 'i18next';
import type { Notification } from '../../../contracts/notifications';
import { formatDate } from '../../../domain/i18n/dates';
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

/** "5 min ago", in the reader's language. */
export function timeAgo(iso: string, language: string, now: number, justNow: string): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (!Number.isFinite(seconds) || Math.abs(seconds) < 45) return justNow;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'short' });
  const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['minute', 60],
    ['hour', 3600],
    ['day', 86_400],
    ['week', 604_800],
  ];
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  let size = 60;
  for (const [name, length] of steps) if (Math.abs(seconds) >= length) [unit, size] = [name, length];
  if (Math.abs(seconds) >= 2_592_000) {
    return formatDate(iso, language);
  }
  return format.format(Math.round(seconds / size), unit);
}
