import { useSyncExternalStore } from 'react';
import { contentMode, type ContentMode, type ContentModeChoice } from '../../domain/environment';
import { environment } from './environment';
import { usePreviewMode } from './preview-mode';
import { appStorage } from './storage';

/**
 * A developer's choice for this browser on a local host (developer options): local content, the
 * default there, or the live behaviour of a production host. Start-up clears a stored choice of
 * local content on any other host and reloads (storage-maintenance.ts).
 */
export const CONTENT_MODE_KEY = 'contentMode';
const CHANGED = 'rookery:content-mode';

function readContentModeChoice(): string | null {
  return appStorage.getString(CONTENT_MODE_KEY);
}

/** Stores the choice; only a local host may choose (elsewhere this does nothing). */
export function setContentModeChoice(choice: ContentModeChoice): void {
  if (environment !== 'local') return;
  appStorage.setString(CONTENT_MODE_KEY, choice);
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === appStorage.key(CONTENT_MODE_KEY)) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored choice, following changes from this and other tabs. */
export function useContentModeChoice(): string | null {
  return useSyncExternalStore(subscribe, readContentModeChoice, () => null);
}

/** The content mode this browser uses now: host, preview switch and the local choice together. */
export function useContentMode(): ContentMode {
  const preview = usePreviewMode();
  const stored = useContentModeChoice();
  return contentMode(environment, { preview, stored });
}
