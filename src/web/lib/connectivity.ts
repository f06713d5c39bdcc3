import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiRequestError } from './api';

/**
 * Whether the app can reach its server, for the header's offline pill (issue 21): the browser's
 * own online state, which TanStack Query also pauses and resumes its fetches by, plus "the
 * server did not answer" when a background fetch failed at the network while the browser still
 * believed it was online. Failures of that kind never raise an error toast; the pill says it
 * calmly and goes away with the next answer or the `online` event.
 */
export type Connection = 'online' | 'offline' | 'unreachable';

let unreachable = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function setUnreachable(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  notify();
}

/**
 * TanStack Query assumes it is online until an `offline` event says otherwise; a page loaded
 * without a connection would then fail every fetch instead of waiting. Start from the browser's
 * own answer and follow its events.
 */
export function watchConnection(): void {
  if (typeof window === 'undefined') return;
  onlineManager.setEventListener((setOnline) => {
    const update = () => {
      if (navigator.onLine) setUnreachable(false);
      setOnline(navigator.onLine);
    };
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });
}

/** A failure to reach the server at all (no answer), as opposed to an error answer. */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status === 0;
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  if (name === 'AuthRetryableFetchError') return true;
  // fetch() rejects with a TypeError when nothing answers ("Failed to fetch", "NetworkError when
  // attempting to fetch resource.", "Load failed"); a TypeError from a bug is not one of those.
  return name === 'TypeError' && /fetch|network|load failed/i.test(message ?? '');
}

/** Told by the query cache about every background fetch that settles. */
export const connectionReports = {
  failed(error: unknown) {
    if (isNetworkError(error)) setUnreachable(true);
  },
  answered() {
    setUnreachable(false);
  },
};

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const stop = onlineManager.subscribe(onChange);
  return () => {
    listeners.delete(onChange);
    stop();
  };
}

function snapshot(): Connection {
  if (!onlineManager.isOnline()) return 'offline';
  return unreachable ? 'unreachable' : 'online';
}

/** The connection as the pill shows it, following changes. */
export function useConnection(): Connection {
  return useSyncExternalStore(subscribe, snapshot, () => 'online');
}
