import { useSyncExternalStore } from 'react';
import { useAuth } from './auth';
import { environment } from './environment';
import { appStorage } from './storage';

/** The admin's own switch (developer options): this browser behaves as on a preview host. */
const PREVIEW_MODE_KEY = 'previewMode';
const CHANGED = 'rookery:preview-mode';

export function readPreviewModeSwitch(): boolean {
  return appStorage.getString(PREVIEW_MODE_KEY) === 'on';
}

export function setPreviewModeSwitch(on: boolean): void {
  if (on) appStorage.setString(PREVIEW_MODE_KEY, 'on');
  else appStorage.remove(PREVIEW_MODE_KEY);
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === appStorage.key(PREVIEW_MODE_KEY)) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether the switch is on in this browser, following changes from this and other tabs. */
export function usePreviewModeSwitch(): boolean {
  return useSyncExternalStore(subscribe, readPreviewModeSwitch, () => false);
}

/**
 * Preview hosts are always in preview mode (spec §4 "Environment"); elsewhere an admin may turn
 * it on for their own browser. The switch counts only while an admin is signed in, so signing out
 * leaves nobody else in preview mode. Storage keys and the session keep the host's environment.
 */
export function usePreviewMode(): boolean {
  const switched = usePreviewModeSwitch();
  const { isAdmin, isGuest } = useAuth();
  return environment === 'preview' || (switched && isAdmin && !isGuest);
}
