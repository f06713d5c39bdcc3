import { readContent } from '../notifications/notifications';

/** A build failure raises the home page banner for this long (spec §6, §9). */
export const BUILD_FAILURE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How many build_failure notifications are read (spec §7, §9). */
export const BUILD_FAILURES_FETCHED = 5;
/** How many already-shown failures the browser remembers. */
export const SHOWN_FAILURES_REMEMBERED = 20;

export interface BuildFailureNotification {
  id: string;
  type: string;
  created_at: string;
  content: unknown;
}

export interface BuildFailureBanner<Notification extends BuildFailureNotification = BuildFailureNotification> {
  notification: Notification;
  siteName: string;
  branch: string | null;
  deployUrl: string | null;
  errorMessage: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/**
 * The 'Latest Build Failed' banner (spec §6): the newest build failure on one of the product's
 * sites, if it is under 24 hours old and this browser has not shown it yet. An older failure
 * never stands in for a newer one that was already shown.
 */
export function buildFailureBanner<Notification extends BuildFailureNotification>(
  notifications: readonly Notification[],
  options: { now: number; siteNames: readonly string[]; alreadyShown: readonly string[] },
): BuildFailureBanner<Notification> | null {
  let latest: { notification: Notification; time: number; siteName: string } | null = null;
  for (const notification of notifications) {
    if (notification.type !== 'build_failure') continue;
    const siteName = text(readContent(notification.content).site_name);
    const time = Date.parse(notification.created_at);
    if (!siteName || !options.siteNames.includes(siteName) || Number.isNaN(time)) continue;
    if (!latest || time > latest.time) latest = { notification, time, siteName };
  }
  if (!latest) return null;
  const age = options.now - latest.time;
  if (age >= BUILD_FAILURE_WINDOW_MS || options.alreadyShown.includes(latest.notification.id)) return null;
  const content = readContent(latest.notification.content);
  return {
    notification: latest.notification,
    siteName: latest.siteName,
    branch: text(content.branch),
    deployUrl: text(content.deploy_url),
    errorMessage: text(content.error_message),
  };
}

/** Adds a shown failure to the remembered list, newest first, keeping the list short. */
export function rememberShown(shown: readonly string[], id: string): string[] {
  return [id, ...shown.filter((other) => other !== id)].slice(0, SHOWN_FAILURES_REMEMBERED);
}
