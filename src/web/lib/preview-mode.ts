import { useSyncExternalStore } from 'react';
import { useAuth } from './auth';
import { environment } from './environment';
import { storedSetting } from './storage';

/** The admin's own switch (developer options): this browser behaves as on a preview host. */
const previewSwitch = storedSetting('previewMode');

export function readPreviewModeSwitch(): boolean {
  return previewSwitch.read() === 'on';
}

export function setPreviewModeSwitch(on: boolean): void {
  previewSwitch.write(on ? 'on' : null);
}

/** Whether the switch is on in this browser, following changes from this and other tabs. */
export function usePreviewModeSwitch(): boolean {
  return useSyncExternalStore(previewSwitch.subscribe, readPreviewModeSwitch, () => false);
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
