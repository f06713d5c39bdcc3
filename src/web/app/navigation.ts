import type { ParseKeys } from 'i18next';
import type { NavIconName } from '../features/navigation/nav-icons';

/**
 * signed-in: members, and everyone on preview hosts; member: only a real session; play: whoever
 * the admin's play-mode setting lets in (decision 0019).
 */
export type Audience = 'everyone' | 'guest' | 'member' | 'signed-in' | 'admin' | 'play';

export interface NavEntry {
  /** i18n key under nav. */
  labelKey: ParseKeys;
  to: string;
  icon: NavIconName;
  audience: Audience;
  group?: 'admin';
  /** An entry that does something instead of going somewhere. */
  action?: 'sign-out';
}

/** Menu entries in spec order; an entry is listed only once its page exists. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { labelKey: 'nav.activityFeed', to: '/activity', icon: 'activity', audience: 'signed-in' },
  { labelKey: 'nav.home', to: '/landing', icon: 'home', audience: 'everyone' },
  { labelKey: 'nav.armyBuilder', to: '/builder', icon: 'builder', audience: 'everyone' },
  { labelKey: 'nav.collection', to: '/collection', icon: 'collection', audience: 'everyone' },
  { labelKey: 'nav.missions', to: '/missions', icon: 'missions', audience: 'everyone' },
  { labelKey: 'nav.rules', to: '/rules', icon: 'rules', audience: 'everyone' },
  { labelKey: 'nav.faq', to: '/faq', icon: 'faq', audience: 'everyone' },
  { labelKey: 'nav.unitStats', to: '/unit-stats', icon: 'stats', audience: 'everyone' },
  { labelKey: 'nav.newsArchive', to: '/?dialog=news-archive', icon: 'archive', audience: 'everyone' },
  { labelKey: 'nav.changelog', to: '/?dialog=changelog', icon: 'changelog', audience: 'everyone' },
  // Everyone by default; when an admin narrows play mode, only those it lets in (decision 0019).
  { labelKey: 'nav.playMode', to: '/play', icon: 'play', audience: 'play' },
  { labelKey: 'nav.prepareGame', to: '/setup', icon: 'prepare', audience: 'play' },
  // Spec §2 names no role for Profile, and /profile has a guest view.
  { labelKey: 'nav.profile', to: '/profile', icon: 'profile', audience: 'everyone' },
  { labelKey: 'nav.friends', to: '/friends', icon: 'friends', audience: 'member' },
  { labelKey: 'nav.messages', to: '/messages', icon: 'messages', audience: 'member' },
  { labelKey: 'nav.supportUs', to: '/about#support', icon: 'support', audience: 'everyone' },
  { labelKey: 'nav.about', to: '/about', icon: 'info', audience: 'everyone' },
  { labelKey: 'footer.terms', to: '/terms-of-service', icon: 'terms', audience: 'everyone' },
  { labelKey: 'nav.emailManagement', to: '/mail', icon: 'mail', audience: 'admin', group: 'admin' },
  { labelKey: 'nav.adminDashboard', to: '/admin', icon: 'dashboard', audience: 'admin', group: 'admin' },
  { labelKey: 'nav.login', to: '/login', icon: 'signIn', audience: 'guest' },
  { labelKey: 'nav.logout', to: '/', icon: 'signOut', audience: 'member', action: 'sign-out' },
];

export interface Viewer {
  isGuest: boolean;
  isAdmin: boolean;
  isPreview: boolean;
  /** May use play mode (usePlayAccess). */
  mayPlay: boolean;
}

/** Admin entries show to admins or preview, never to guests; signed-in entries to members or preview. */
export function visibleEntries(entries: readonly NavEntry[], viewer: Viewer): NavEntry[] {
  return entries.filter((entry) => {
    if (entry.audience === 'everyone') return true;
    if (entry.audience === 'play') return viewer.mayPlay;
    if (entry.audience === 'guest') return viewer.isGuest;
    if (entry.audience === 'member') return !viewer.isGuest;
    if (entry.audience === 'signed-in') return !viewer.isGuest || viewer.isPreview;
    return !viewer.isGuest && (viewer.isAdmin || viewer.isPreview);
  });
}
