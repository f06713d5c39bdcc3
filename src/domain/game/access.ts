/**
 * Spec §6: "Tester, admin or preview, when not a guest, sees the play-mode button." and "Guests
 * never see admin functions or play mode." Everyone else gets the testers-only dialog (§2).
 */
export interface PlayModeViewer {
  isGuest: boolean;
  isAdmin: boolean;
  isTester: boolean;
  isPreview: boolean;
}

export function canUsePlayMode(viewer: PlayModeViewer): boolean {
  return !viewer.isGuest && (viewer.isTester || viewer.isAdmin || viewer.isPreview);
}
