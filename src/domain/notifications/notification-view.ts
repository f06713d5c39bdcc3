import { dataReportSubjectPath } from '../data-reports/subject-path';
import { readContent } from './notifications';

/**
 * The preview user id (spec §9 "a fixed placeholder value"): on preview hosts without a session
 * the app acts as this user, who never gets notifications (spec §4).
 */
export const PREVIEW_USER_ID = '00000000-0000-0000-0000-000000000000';

/** Whether the bell loads notifications at all: preview shows only 'No new notifications'. */
export function loadsNotifications(userId: string | null, isPreview: boolean): userId is string {
  return !isPreview && userId !== null && userId !== PREVIEW_USER_ID;
}

const WAB_REF = /^WAB-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/i;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Where opening a notification takes you: a path in the app, an external page, or nowhere. */
export type NotificationTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | null;

/** The subject of a notification (issue 7: opening one takes you to it). */
export function notificationTarget(type: string, content: unknown): NotificationTarget {
  const data = readContent(content);
  const sender = text(data.sender_wab_id);
  const senderRef = sender && WAB_REF.test(sender) ? sender : null;
  switch (type) {
    case 'friend_request':
      return { kind: 'route', to: '/friends' };
    case 'friend_accepted':
      return { kind: 'route', to: senderRef ? `/u/${senderRef}` : '/friends' };
    case 'direct_message':
      return { kind: 'route', to: senderRef ? `/messages/${senderRef}` : '/messages' };
    case 'profile_comment':
      return { kind: 'route', to: '/profile#comments' };
    case 'data_report_answered':
    case 'data_report_fixed':
      return dataReportTarget(data.subject_kind, data.subject_id);
    case 'build_failure': {
      const url = text(data.deploy_url);
      return url && /^https:\/\//i.test(url) ? { kind: 'external', href: url } : null;
    }
    default:
      return null;
  }
}

/** Where a data report's subject is shown. */
function dataReportTarget(kind: unknown, id: unknown): NotificationTarget {
  const to = dataReportSubjectPath(kind, id);
  return to ? { kind: 'route', to } : null;
}

/** How many of a list are unread. */
export const unreadCount = (notifications: ReadonlyArray<{ read: boolean }>) =>
  notifications.filter((notification) => !notification.read).length;
