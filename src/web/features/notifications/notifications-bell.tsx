import * as Popover from '@radix-ui/react-popover';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import type { Notification } from '../../../contracts/notifications';
import { loadsNotifications, notificationTarget, unreadCount } from '../../../domain/notifications/notification-view';
import { useConnection } from '../../lib/connectivity';
import { notificationsQuery } from './api/get-notifications';
import { BellTrigger, NotificationsBody } from './notification-list';
import { panelState } from './panel-state';
import { alreadyAnnounced, forgetAnnounced, markAnnounced } from './unread-announced';
import { useMarkRead } from './use-mark-read';
import { useLiveNotifications } from './use-live-notifications';
import './i18n';

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
  const [open, setOpen] = useState(false);
  // Closing gives the focus back to the bell, unless opening a notification went elsewhere.
  const returnFocus = useRef(true);
  const panelRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const navigate = useNavigate();
  const enabled = loadsNotifications(userId, preview);
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

  const { markOne, markAll } = useMarkRead(userId);

  const openNotification = (notification: Notification) => {
    if (!notification.read) markOne.mutate(notification.id);
    const target = notificationTarget(notification.type, notification.content);
    returnFocus.current = target === null;
    setOpen(false);
    if (target?.kind === 'route') void navigate(target.to);
    else if (target?.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
  };

  const label = unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label');

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        returnFocus.current = true;
        setOpen(next);
      }}
    >
      <BellTrigger label={label} unread={unread} />
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
            <NotificationsBody
              state={panelState({
                enabled,
                isPending: query.isPending,
                isError: query.isError,
                paused: query.fetchStatus === 'paused',
                offline: connection === 'offline',
              })}
              notifications={notifications}
              onRetry={() => void retry()}
              onOpen={openNotification}
            />
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
