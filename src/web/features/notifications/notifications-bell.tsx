import * as Popover from '@radix-ui/react-popover';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, Check } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import type { Notification } from '../../../contracts/notifications';
import { loadsNotifications, notificationTarget, unreadCount } from '../../../domain/notifications/notification-view';
import { useConnection } from '../../lib/connectivity';
import { notificationsQuery } from './api/get-notifications';
import { markAllNotificationsRead } from './api/mark-all-read';
import { markNotificationRead } from './api/mark-notification-read';
import { notificationKeys } from './api/notification-keys';
import { notificationTitleText } from './notification-text';
import { useLiveNotifications } from './use-live-notifications';
import './i18n';

/** Who has already been told how many unread notifications they have, in this tab. */
const ANNOUNCED_KEY = 'rookery.unreadAnnounced';
const alreadyAnnounced = (userId: string) => {
  try {
    return window.sessionStorage.getItem(ANNOUNCED_KEY) === userId;
  } catch {
    return false;
  }
};
const forgetAnnounced = () => {
  try {
    window.sessionStorage.removeItem(ANNOUNCED_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
};
const markAnnounced = (userId: string) => {
  try {
    window.sessionStorage.setItem(ANNOUNCED_KEY, userId);
  } catch {
    // Without session storage the toast may show again after a reload; nothing else depends on it.
  }
};

interface NotificationsBellProps {
  userId: string | null;
  /** Preview mode shows only 'No new notifications' (spec §2). */
  preview: boolean;
}

/**
 * The bell in the top bar and its drop-down (spec §2 "Notifications dropdown"): loading, empty or
 * the list; unread ones have a blue dot, read ones a green check; opening one marks it read and
 * goes to its subject; new ones arrive live.
 */
export function NotificationsBell({ userId, preview }: NotificationsBellProps) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const [open, setOpen] = useState(false);
  // Closing gives the focus back to the bell, unless opening a notification went elsewhere.
  const returnFocus = useRef(true);
  const panelRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enabled = loadsNotifications(userId, preview);
  const key = notificationKeys.list(userId);
  const query = useQuery(notificationsQuery(userId, enabled));
  const connection = useConnection();
  useLiveNotifications(enabled ? userId : null);

  const notifications = enabled ? (query.data ?? []) : [];
  const unread = unreadCount(notifications);

  // Spec §8: 'You have N unread notifications' (a plural per language) for 3 s once signed in.
  useEffect(() => {
    if (!enabled || !userId || !query.isSuccess || alreadyAnnounced(userId)) return;
    markAnnounced(userId);
    const count = unreadCount(query.data);
    if (count > 0) toast.message(t('toast.unreadOnSignIn', { count }), { duration: 3000 });
  }, [enabled, userId, query.isSuccess, query.data, t]);

  // The bell lives in the persistent layout and goes away only when the member signs out (or
  // another member takes over): the next sign-in is told again. A reload runs no cleanup, so it
  // is not.
  useEffect(() => {
    if (!userId) return;
    return forgetAnnounced;
  }, [userId]);

  // Loading in the background never toasts (issue 21): offline the list waits for the
  // connection (the header says so) and other failures show in the panel. Asking again does.
  const retry = async () => {
    const result = await query.refetch();
    if (result.isError) {
      toast.error(t('toast.fetchError'), {
        description: t('toast.fetchErrorDescription'),
        id: 'notifications-fetch-error',
      });
    }
  };

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

  const openNotification = (notification: Notification) => {
    if (!notification.read) markOne.mutate(notification.id);
    const target = notificationTarget(notification.type, notification.content);
    returnFocus.current = target === null;
    setOpen(false);
    if (target?.kind === 'route') void navigate(target.to);
    else if (target?.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
  };

  const label = unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label');
  const now = Date.now();

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        returnFocus.current = true;
        setOpen(next);
      }}
    >
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
      {/* In the body: the header's backdrop filter would otherwise misplace it. */}
      <Popover.Portal>
        <Popover.Content
          ref={panelRef}
          role="region"
          aria-labelledby={headingId}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          // Escape and a press outside close it (Radix); the panel itself takes the focus, so its
          // heading is read first.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            panelRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocus.current) event.preventDefault();
          }}
          className="z-40 w-[calc(100vw-1rem)] rounded-xl border border-line bg-surface shadow-2xl shadow-black/60 focus:outline-none sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2">
            <h2 id={headingId} className="text-base">
              {t('bell.heading')}
            </h2>
            {enabled && unread > 0 ? (
              <button
                type="button"
                onClick={() => markAll.mutate()}
                disabled={markAll.isPending}
                className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-gold-bright hover:bg-raised disabled:opacity-60"
              >
                {t('bell.markAllRead')}
              </button>
            ) : null}
          </div>
          <div className="max-h-80 overflow-y-auto overscroll-contain" aria-live="polite">
            {!enabled ? (
              <p className="px-4 py-6 text-center text-steel">{t('bell.previewEmpty')}</p>
            ) : query.isPending ? (
              <p role="status" className="px-4 py-6 text-center text-steel">
                {query.fetchStatus === 'paused' || connection === 'offline' ? t('bell.offline') : t('bell.loading')}
              </p>
            ) : query.isError ? (
              <div className="flex flex-col items-center gap-2 px-4 py-6 text-center text-steel">
                <p>{t('toast.fetchError')}</p>
                <button
                  type="button"
                  onClick={() => void retry()}
                  className="inline-flex min-h-11 items-center rounded-lg border border-line px-3 text-ink hover:border-gold"
                >
                  {t('bell.retry')}
                </button>
              </div>
            ) : notifications.length === 0 ? (
              <p className="px-4 py-6 text-center text-steel">{t('bell.empty')}</p>
            ) : (
              <ul className="divide-y divide-line/60">
                {notifications.map((notification) => {
                  const preview =
                    typeof notification.content.message === 'string' ? notification.content.message : null;
                  return (
                    <li key={notification.id}>
                      <button
                        type="button"
                        onClick={() => openNotification(notification)}
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
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
