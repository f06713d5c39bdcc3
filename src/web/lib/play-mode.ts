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
import { ApiRequestError, fetchPublicJson } from './api';
import { useAuth } from './auth';
import { knownRoles } from './known-roles';
import { usePreviewMode } from './preview-mode';
import { storedSetting } from './storage';

/**
 * Who may use play mode, as an admin set it (decision 0019). The last answer is kept on the
 * device, so an offline reload decides as the last online visit did; until the server has
 * answered once, play mode is open to everyone (the default).
 */
const storedAudience = storedSetting('playModeAudience');

export const playModeKeys = { setting: () => ['settings', 'play-mode'] as const };

export function readStoredAudience(): PlayModeAudience {
  const stored = storedAudience.read();
  return isPlayModeAudience(stored) ? stored : DEFAULT_PLAY_MODE_AUDIENCE;
}

/** Keeps the setting on this device (and tells this tab's pages at once). */
export function storeAudience(audience: PlayModeAudience): void {
  if (storedAudience.read() !== audience) storedAudience.write(audience);
}

/** Reads { audience } from the public setting, checked by hand (see fetchPublicJson). */
export async function getPlayModeAudience(): Promise<PlayModeAudience> {
  const { status, body } = await fetchPublicJson(PLAY_MODE_SETTING_PATH);
  const audience = (body as { audience?: unknown } | null)?.audience;
  if (!isPlayModeAudience(audience)) {
    throw new ApiRequestError(status, 'invalid_response', 'The play-mode setting is not one we know.');
  }
  return audience;
}

/** The setting: the device's copy at once, refreshed from the server whenever the app is online. */
export function usePlayModeAudience(): PlayModeAudience {
  const stored = useSyncExternalStore(storedAudience.subscribe, readStoredAudience, () => DEFAULT_PLAY_MODE_AUDIENCE);
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
