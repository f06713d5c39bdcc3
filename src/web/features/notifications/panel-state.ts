/** What the notifications panel shows. */
export type PanelState = 'preview' | 'loading' | 'offline' | 'failed' | 'ready';

/**
 * Preview mode shows no notifications at all; a list still loading says whether it waits for the
 * connection; a failure offers a retry.
 */
export function panelState(list: {
  enabled: boolean;
  isPending: boolean;
  isError: boolean;
  paused: boolean;
  offline: boolean;
}): PanelState {
  if (!list.enabled) return 'preview';
  if (list.isPending) return list.paused || list.offline ? 'offline' : 'loading';
  return list.isError ? 'failed' : 'ready';
}
