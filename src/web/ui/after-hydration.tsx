import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Shows its children only once the app runs in the browser: never in the page the server renders,
 * nor in the browser's first render that takes it over. For parts nobody sees on a page's first
 * paint (the update panel, the performance card, notices an e-mail link left), whose code is then
 * loaded (React.lazy) after the page is up instead of with it (issue 14).
 *
 * They are added in a transition, which React renders in slices a tap or a paint can come
 * between. (A store read with useSyncExternalStore, whose server value differs, is redrawn at
 * once in one piece: with the session's first state, that was the longest task after a takeover.)
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => startTransition(() => setInBrowser(true)), []);
  return inBrowser ? <Suspense fallback={null}>{children}</Suspense> : null;
}
