import { Menu as MenuIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Menu, MenuGroup, MenuItem, menuItemStyles } from '../../ui/menu';
import type { NavIconName, NAV_ICONS } from './nav-icons';

let icons: typeof NAV_ICONS | undefined;
let loading: Promise<void> | undefined;
/** The menu's icons come with the menu itself (see nav-icons.ts). */
const loadIcons = () =>
  (loading ??= import('./nav-icons').then((module) => {
    icons = module.NAV_ICONS;
  }));

/** An entry's icon; the menu waits for the icons before it opens, so this is the rare late case. */
function NavIcon({ name }: { name: NavIconName }) {
  const [, setLoaded] = useState(icons !== undefined);
  useEffect(() => {
    if (!icons) void loadIcons().then(() => setLoaded(true));
  }, []);
  const Icon = icons?.[name];
  return Icon ? (
    <Icon aria-hidden="true" className="size-5 text-gold" />
  ) : (
    <span aria-hidden="true" className="size-5" />
  );
}

export interface NavMenuEntry {
  label: string;
  to: string;
  icon: NavIconName;
  group?: string;
  /** Makes the entry a button that runs this instead of a link. */
  onSelect?: () => void;
}

/** The icon-only navigation menu in the top bar. */
export function NavMenu({ entries }: { entries: NavMenuEntry[] }) {
  const { t } = useTranslation();
  const groups = [...new Set(entries.map((entry) => entry.group ?? ''))];
  return (
    <Menu
      label={t('nav.openMenu')}
      align="start"
      trigger={<MenuIcon aria-hidden="true" className="size-6" />}
      prepare={loadIcons}
    >
      {groups.map((group) => (
        <MenuGroup key={group || 'main'} aria-label={group || t('nav.menuLabel')}>
          {group ? (
            <div className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-steel uppercase">{group}</div>
          ) : null}
          {entries
            .filter((entry) => (entry.group ?? '') === group)
            .map(({ label, to, icon, onSelect }) =>
              onSelect ? (
                <MenuItem key={label} onSelect={onSelect}>
                  <NavIcon name={icon} />
                  {label}
                </MenuItem>
              ) : (
                <MenuItem key={to} asChild>
                  <NavLink to={to} className={menuItemStyles} end>
                    <NavIcon name={icon} />
                    {label}
                  </NavLink>
                </MenuItem>
              ),
            )}
        </MenuGroup>
      ))}
    </Menu>
  );
}
