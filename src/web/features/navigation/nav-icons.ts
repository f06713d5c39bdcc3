import {
  Activity,
  Archive,
  BookOpen,
  BookOpenText,
  Boxes,
  ChartColumn,
  CircleHelp,
  ClipboardList,
  Coffee,
  Dices,
  House,
  Info,
  LayoutDashboard,
  LogIn,
  LogOut,
  Mail,
  Map as MapIcon,
  MessagesSquare,
  ScrollText,
  Swords,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';

/**
 * The navigation menu's icons, by name. They show only in the open menu, so they load with it
 * rather than with every page's first load (decision 0027).
 */
export const NAV_ICONS = {
  activity: Activity,
  archive: Archive,
  builder: Swords,
  collection: Boxes,
  changelog: ScrollText,
  dashboard: LayoutDashboard,
  faq: CircleHelp,
  friends: Users,
  home: House,
  info: Info,
  mail: Mail,
  messages: MessagesSquare,
  missions: MapIcon,
  play: Dices,
  prepare: ClipboardList,
  profile: UserRound,
  rules: BookOpen,
  signIn: LogIn,
  signOut: LogOut,
  stats: ChartColumn,
  support: Coffee,
  terms: BookOpenText,
} satisfies Record<string, LucideIcon>;

export type NavIconName = keyof typeof NAV_ICONS;
