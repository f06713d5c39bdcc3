import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * The address the app is open at (https://…), for links people copy or scan. Empty while the
 * server renders and while the browser takes that page over (it cannot know the address the
 * reader used), then the real one.
 */
export function useOrigin(): string {
  return useSyncExternalStore(
    never,
    () => window.location.origin,
    () => '',
  );
}
