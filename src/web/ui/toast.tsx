import { lazy, Suspense, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import type { ExternalToast, Toaster as SonnerToaster } from 'sonner';

/**
 * Toasts, with the toast library loaded when the first one is shown (or once the page is up), so
 * it stays off the path to a page's first paint (issue 14). Toasts asked for before it arrives are
 * shown when it does.
 */
let library: Promise<typeof import('sonner')> | undefined;
const load = () => (library ??= import('sonner'));

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
  dismiss: (id?: string | number) => void load().then(({ toast: show }) => show.dismiss(id)),
};

const LazyToaster = lazy(async () => ({ default: (await load()).Toaster }));

/** Where toasts appear; rendered only in the browser, after the page is on screen. */
export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  );
}
