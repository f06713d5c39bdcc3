export const NOTIFICATION_TYPES = [
  'direct_message',
  'friend_request',
  'friend_accepted',
  'profile_comment',
  'build_failure',
  'data_report_answered',
  'data_report_fixed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationContent {
  sender_name?: string;
  message?: string;
  site_name?: string;
  branch?: string;
  deploy_url?: string;
  error_message?: string;
  [key: string]: unknown;
}

/**
 * Content arrives as an object, or as a JSON string from older rows (spec §3); anything
 * unreadable counts as empty.
 */
export function readContent(content: unknown): NotificationContent {
  if (typeof content === 'string') {
    try {
      return readContent(JSON.parse(content));
    } catch {
      return {};
    }
  }
  return content && typeof content === 'object' && !Array.isArray(content) ? (content as NotificationContent) : {};
}

export type NotificationTitle =
  | { key: 'notifications.title.direct_message' | 'notifications.title.friend_request' | 'notifications.title.friend_accepted' | 'notifications.title.profile_comment'; params: { sender: string | null } }
  | { key: 'notifications.title.build_failure'; params: { site: string | null; branch: string | null } }
  | { key: 'notifications.title.data_report_answered'; params: { subject: string | null; answer: string | null } }
  | { key: 'notifications.title.data_report_fixed'; params: { subject: string | null; version: string | null } }
  | { key: 'notifications.title.message'; params: { message: string } }
  | { key: 'notifications.title.fallback'; params: Record<string, never> };

const present = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/**
 * Which title a notification shows (spec §5), as an i18n key and parameters; a null sender,
 * site or branch is shown with the spec's fallback words ('Someone', 'Unknown site', 'unknown branch').
 */
export function notificationTitle(type: string, message: string | null | undefined, content: unknown): NotificationTitle {
  const data = readContent(content);
  switch (type) {
    case 'direct_message':
    case 'friend_request':
    case 'friend_accepted':
    case 'profile_comment':
      return { key: `notifications.title.${type}`, params: { sender: present(data.sender_name) } };
    case 'build_failure':
      return { key: 'notifications.title.build_failure', params: { site: present(data.site_name), branch: present(data.branch) } };
    case 'data_report_answered':
      return { key: 'notifications.title.data_report_answered', params: { subject: present(data.subject_title), answer: present(data.answer) } };
    case 'data_report_fixed':
      return { key: 'notifications.title.data_report_fixed', params: { subject: present(data.subject_title), version: present(data.data_version) } };
    default:
      return present(message) ? { key: 'notifications.title.message', params: { message: message! } } : { key: 'notifications.title.fallback', params: {} };
  }
}
