import { useSyncExternalStore } from 'react';

/** Spec §9: the mobile breakpoint is 768 px. */
const QUERY = '(max-width: 767.98px)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
};

/** True below the 768 px breakpoint, where the builder shows tabs instead of two columns. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
}
