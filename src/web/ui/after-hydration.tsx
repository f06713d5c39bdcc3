import { Suspense, useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => {};

/**
 * Shows its children only once the app runs in the browser: never in the page the server renders,
 * nor in the browser's first render that takes it over. For parts nobody sees on a page's first
 * paint (the update panel, the performance card, notices an e-mail link left), whose code is then
 * loaded (React.lazy) after the page is up instead of with it (issue 14).
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return inBrowser ? <Suspense fallback={null}>{children}</Suspense> : null;
}
