import type { ParseKeys } from 'i18next';
import {
  Archive,
  BookOpen,
  Boxes,
  BookOpenText,
  ChartColumn,
  ClipboardList,
  Dices,
  CircleHelp,
  Coffee,
  House,
  MessagesSquare,
  Info,
  LayoutDashboard,
  LogIn,
  LogOut,
  Mail,
  Map as MapIcon,
  ScrollText,
  Swords,
  UserRound,
  Users,
  Activity,
  type LucideIcon,
} from 'lucide-react';

/**
 * signed-in: members, and everyone on preview hosts; member: only a real session; play: whoever
 * the admin's play-mode setting lets in (decision 0019).
 */
export type Audience = 'everyone' | 'guest' | 'member' | 'signed-in' | 'admin' | 'play';

export interface NavEntry {
  /** i18n key under nav. */
  labelKey: ParseKeys;
  to: string;
  icon: LucideIcon;
  audience: Audience;
  group?: 'admin';
  /** An entry that does something instead of going somewhere. */
  action?: 'sign-out';
}

/** Menu entries in spec order; an entry is listed only once its page exists. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { labelKey: 'nav.activityFeed', to: '/activity', icon: Activity, audience: 'signed-in' },
  { labelKey: 'nav.home', to: '/landing', icon: House, audience: 'everyone' },
  { labelKey: 'nav.armyBuilder', to: '/builder', icon: Swords, audience: 'everyone' },
  { labelKey: 'nav.collection', to: '/collection', icon: Boxes, audience: 'everyone' },
  { labelKey: 'nav.missions', to: '/missions', icon: MapIcon, audience: 'everyone' },
  { labelKey: 'nav.rules', to: '/rules', icon: BookOpen, audience: 'everyone' },
  { labelKey: 'nav.faq', to: '/faq', icon: CircleHelp, audience: 'everyone' },
  { labelKey: 'nav.unitStats', to: '/unit-stats', icon: ChartColumn, audience: 'everyone' },
  { labelKey: 'nav.newsArchive', to: '/?dialog=news-archive', icon: Archive, audience: 'everyone' },
  { labelKey: 'nav.changelog', to: '/?dialog=changelog', icon: ScrollText, audience: 'everyone' },
  // Everyone by default; when an admin narrows play mode, only those it lets in (decision 0019).
  { labelKey: 'nav.playMode', to: '/play', icon: Dices, audience: 'play' },
  { labelKey: 'nav.prepareGame', to: '/setup', icon: ClipboardList, audience: 'play' },
  // Spec §2 names no role for Profile, and /profile has a guest view.
  { labelKey: 'nav.profile', to: '/profile', icon: UserRound, audience: 'everyone' },
  { labelKey: 'nav.friends', to: '/friends', icon: Users, audience: 'member' },
  { labelKey: 'nav.messages', to: '/messages', icon: MessagesSquare, audience: 'member' },
  { labelKey: 'nav.supportUs', to: '/about#support', icon: Coffee, audience: 'everyone' },
  { labelKey: 'nav.about', to: '/about', icon: Info, audience: 'everyone' },
  { labelKey: 'footer.terms', to: '/terms-of-service', icon: BookOpenText, audience: 'everyone' },
  { labelKey: 'nav.emailManagement', to: '/mail', icon: Mail, audience: 'admin', group: 'admin' },
  { labelKey: 'nav.adminDashboard', to: '/admin', icon: LayoutDashboard, audience: 'admin', group: 'admin' },
  { labelKey: 'nav.login', to: '/login', icon: LogIn, audience: 'guest' },
  { labelKey: 'nav.logout', to: '/', icon: LogOut, audience: 'member', action: 'sign-out' },
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
