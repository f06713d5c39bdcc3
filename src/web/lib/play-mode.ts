import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { PLAY_MODE_SETTING_PATH } from '../../contracts/paths';
import {
  canPlayOnline,
  DEFAULT_PLAY_MODE_AUDIENCE,
  isPlayModeAudience,
  playModeRefusal,
  type PlayModeAudience,
  type PlayModeRefusal,
  type PlayModeViewer,
} from '../../domain/game/access';
import { ApiRequestError, appFetch } from './api';
import { useAuth } from './auth';
import { knownRoles } from './known-roles';
import { usePreviewMode } from './preview-mode';
import { appStorage } from './storage';

/**
 * Who may use play mode, as an admin set it (decision 0019). The last answer is kept on the
 * device, so an offline reload decides as the last online visit did; until the server has
 * answered once, play mode is open to everyone (the default).
 */
const AUDIENCE_KEY = 'playModeAudience';
const CHANGED = 'rookery:play-mode-audience';

export const playModeKeys = { setting: () => ['settings', 'play-mode'] as const };

export function readStoredAudience(): PlayModeAudience {
  const stored = appStorage.getString(AUDIENCE_KEY);
  return isPlayModeAudience(stored) ? stored : DEFAULT_PLAY_MODE_AUDIENCE;
}

/** Keeps the setting on this device (and tells this tab's pages at once). */
export function storeAudience(audience: PlayModeAudience): void {
  if (appStorage.getString(AUDIENCE_KEY) === audience) return;
  appStorage.setString(AUDIENCE_KEY, audience);
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === appStorage.key(AUDIENCE_KEY)) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Reads { audience } from the public setting. Checked by hand rather than with the contract's
 * schema so the landing page's first load does not carry the schema library.
 */
export async function getPlayModeAudience(): Promise<PlayModeAudience> {
  let response: Response;
  try {
    response = await appFetch(PLAY_MODE_SETTING_PATH, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new ApiRequestError(0, 'network_error', error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) throw new ApiRequestError(response.status, 'http_error', response.statusText);
  const body = (await response.json().catch(() => null)) as { audience?: unknown } | null;
  if (!isPlayModeAudience(body?.audience)) {
    throw new ApiRequestError(response.status, 'invalid_response', 'The play-mode setting is not one we know.');
  }
  return body.audience;
}

/** The setting: the device's copy at once, refreshed from the server whenever the app is online. */
export function usePlayModeAudience(): PlayModeAudience {
  const stored = useSyncExternalStore(subscribe, readStoredAudience, () => DEFAULT_PLAY_MODE_AUDIENCE);
  const { data } = useQuery({
    queryKey: playModeKeys.setting(),
    queryFn: getPlayModeAudience,
    staleTime: 60_000,
    retry: 1,
  });
  useEffect(() => {
    if (data) storeAudience(data);
  }, [data]);
  return data ?? stored;
}

export interface PlayAccess {
  audience: PlayModeAudience;
  /** Who the viewer is for play mode: roles read this session, or last read on this device. */
  viewer: PlayModeViewer;
  /** May start and play games on this device. */
  allowed: boolean;
  /** Why not, when not allowed. */
  refusal: PlayModeRefusal | null;
  /** May also take games online (an account, and allowed). */
  online: boolean;
}

/** Whether this viewer may use play mode now, from the setting and the roles known on this device. */
export function usePlayAccess(): PlayAccess {
  const auth = useAuth();
  const isPreview = usePreviewMode();
  const audience = usePlayModeAudience();
  const known = knownRoles(auth.userId);
  const viewer: PlayModeViewer = {
    isGuest: auth.isGuest,
    isAdmin: auth.isAdmin || known?.wab_admin === true,
    isTester: auth.isTester || known?.tester === true,
    isPreview,
  };
  const refusal = playModeRefusal(viewer, audience);
  return { audience, viewer, allowed: refusal === null, refusal, online: canPlayOnline(viewer, audience) };
}
