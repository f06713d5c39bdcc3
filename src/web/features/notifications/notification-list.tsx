import * as Popover from '@radix-ui/react-popover';
import { Bell, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../contracts/notifications';
import { useFormat } from '../../lib/format';
import { notificationTitleText } from './notification-text';
import type { PanelState } from './panel-state';

/** The notifications, newest first: unread ones with a blue dot, read ones with a green check. */
function NotificationList({
  notifications,
  onOpen,
}: {
  notifications: Notification[];
  onOpen: (notification: Notification) => void;
}) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const now = Date.now();
  return (
    <ul className="divide-y divide-line/60">
      {notifications.map((notification) => {
        const preview = typeof notification.content.message === 'string' ? notification.content.message : null;
        return (
          <li key={notification.id}>
            <button
              type="button"
              onClick={() => onOpen(notification)}
              className="flex min-h-11 w-full items-start gap-3 px-4 py-3 text-left hover:bg-raised focus:bg-raised focus:outline-none"
            >
              <span className="mt-1.5 flex size-4 shrink-0 items-center justify-center">
                {notification.read ? (
                  <Check aria-hidden="true" className="size-4 text-legal" />
                ) : (
                  <span aria-hidden="true" className="size-2.5 rounded-full bg-sky-400" />
                )}
                <span className="sr-only">{notification.read ? t('bell.read') : t('bell.unread')}</span>
              </span>
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className={notification.read ? 'text-ink/80' : 'font-semibold text-ink'}>
                  {notificationTitleText(t, notification)}
                </span>
                {preview && notification.type !== 'build_failure' ? (
                  <span className="line-clamp-2 text-sm break-words text-steel">{preview}</span>
                ) : null}
                <span className="text-xs text-steel">
                  {format.timeAgo(notification.created_at, now, t('time.justNow'))}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** What the panel holds: a word in preview, while loading or offline, a retry after a failure, the list or that it is empty. */
export function NotificationsBody({
  state,
  notifications,
  onRetry,
  onOpen,
}: {
  state: PanelState;
  notifications: Notification[];
  onRetry: () => void;
  onOpen: (notification: Notification) => void;
}) {
  const { t } = useTranslation('notifications');
  return state === 'preview' ? (
    <p className="px-4 py-6 text-center text-steel">{t('bell.previewEmpty')}</p>
  ) : state === 'offline' || state === 'loading' ? (
    <p role="status" className="px-4 py-6 text-center text-steel">
      {state === 'offline' ? t('bell.offline') : t('bell.loading')}
    </p>
  ) : state === 'failed' ? (
    <div className="flex flex-col items-center gap-2 px-4 py-6 text-center text-steel">
      <p>{t('toast.fetchError')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-11 items-center rounded-lg border border-line px-3 text-ink hover:border-gold"
      >
        {t('bell.retry')}
      </button>
    </div>
  ) : notifications.length === 0 ? (
    <p className="px-4 py-6 text-center text-steel">{t('bell.empty')}</p>
  ) : (
    <NotificationList notifications={notifications} onOpen={onOpen} />
  );
}

/** The bell that opens the panel, with the count of unread notifications on it. */
export function BellTrigger({ label, unread }: { label: string; unread: number }) {
  const { t } = useTranslation('notifications');
  return (
    <Popover.Trigger
      // The panel is a labelled region of the page, not a dialog.
      aria-haspopup={undefined}
      aria-label={label}
      title={t('bell.label')}
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-raised"
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-sky-500 px-1 text-xs font-semibold text-night"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Popover.Trigger>
  );
}
