import { lazy, Suspense, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import type { ExternalToast, Toaster as SonnerToaster } from 'sonner';

/**
 * Toasts, with the toast library loaded when the first one is shown, so it stays off every page
 * that shows none (issue 14). The library keeps toasts asked for before its Toaster is there and
 * shows them once it is.
 */
let library: Promise<typeof import('sonner')> | undefined;
const listeners = new Set<() => void>();
const load = () => {
  if (!library) {
    library = import('sonner');
    for (const listener of listeners) listener();
  }
  return library;
};
const requested = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => library !== undefined,
  onServer: () => false,
};

type Show = (message: ReactNode, options?: ExternalToast) => void;
const kind =
  (name: 'success' | 'error' | 'info' | 'warning' | 'message'): Show =>
  (message, options) =>
    void load().then(({ toast: show }) => show[name](message, options));

export const toast = {
  success: kind('success'),
  error: kind('error'),
  info: kind('info'),
  warning: kind('warning'),
  message: kind('message'),
  // Nothing to dismiss before the first toast.
  dismiss: (id?: string | number) => void library?.then(({ toast: show }) => show.dismiss(id)),
};

const LazyToaster = lazy(async () => ({ default: (await load()).Toaster }));

/** Where toasts appear: in the browser, from the first toast on (never in the server's page). */
export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  const shown = useSyncExternalStore(requested.subscribe, requested.get, requested.onServer);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  );
}
