import { useSyncExternalStore } from 'react';
import { contentMode, type ContentMode, type ContentModeChoice } from '../../domain/environment';
import { environment } from './environment';
import { usePreviewMode } from './preview-mode';
import { storedSetting } from './storage';

/**
 * A developer's choice for this browser on a local host (developer options): local content, the
 * default there, or the live behaviour of a production host. Start-up clears a stored choice of
 * local content on any other host and reloads (storage-maintenance.ts).
 */
export const CONTENT_MODE_KEY = 'contentMode';
const choice = storedSetting(CONTENT_MODE_KEY);

/** Stores the choice; only a local host may choose (elsewhere this does nothing). */
export function setContentModeChoice(value: ContentModeChoice): void {
  if (environment !== 'local') return;
  choice.write(value);
}

/** The stored choice, following changes from this and other tabs. */
export function useContentModeChoice(): string | null {
  return useSyncExternalStore(choice.subscribe, choice.read, () => null);
}

/** The content mode this browser uses now: host, preview switch and the local choice together. */
export function useContentMode(): ContentMode {
  const preview = usePreviewMode();
  const stored = useContentModeChoice();
  return contentMode(environment, { preview, stored });
}
