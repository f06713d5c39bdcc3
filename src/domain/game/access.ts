/**
 * Who may use play mode. The earlier app kept it to testers (spec §2, §6); we open it to everyone
 * by default and let an admin narrow it (docs/decisions/0019-play-mode-for-everyone.md).
 * Guests play on one device only: online games live on the server, which needs an account.
 */
export interface PlayModeViewer {
  isGuest: boolean;
  isAdmin: boolean;
  isTester: boolean;
  isPreview: boolean;
}

/** The admin setting: who may use play mode. */
export const PLAY_MODE_AUDIENCES = ['everyone', 'members', 'testers'] as const;
export type PlayModeAudience = (typeof PLAY_MODE_AUDIENCES)[number];
export const DEFAULT_PLAY_MODE_AUDIENCE: PlayModeAudience = 'everyone';

export function isPlayModeAudience(value: unknown): value is PlayModeAudience {
  return typeof value === 'string' && (PLAY_MODE_AUDIENCES as readonly string[]).includes(value);
}

/** Why someone may not use play mode: they need to sign in, or to be a tester. */
export type PlayModeRefusal = 'members_only' | 'testers_only';

/**
 * Null when the viewer may use play mode under the setting. Testers, admins and preview count as
 * testers (spec §6, "Preview is treated like admin"); a guest is never one.
 */
export function playModeRefusal(viewer: PlayModeViewer, audience: PlayModeAudience): PlayModeRefusal | null {
  if (audience === 'everyone') return null;
  if (audience === 'members') return viewer.isGuest ? 'members_only' : null;
  if (viewer.isGuest) return 'testers_only';
  return viewer.isTester || viewer.isAdmin || viewer.isPreview ? null : 'testers_only';
}

export function canUsePlayMode(viewer: PlayModeViewer, audience: PlayModeAudience): boolean {
  return playModeRefusal(viewer, audience) === null;
}

/** Online games (two phones, history, spectators) also need an account: the server keeps them. */
export function canPlayOnline(viewer: PlayModeViewer, audience: PlayModeAudience): boolean {
  return !viewer.isGuest && canUsePlayMode(viewer, audience);
}
