import { Menu as MenuIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Menu, MenuGroup, MenuItem, menuItemStyles } from '../../ui/menu';
import type { LucideIcon } from 'lucide-react';

export interface NavMenuEntry {
  label: string;
  to: string;
  icon: LucideIcon;
  group?: string;
  /** Makes the entry a button that runs this instead of a link. */
  onSelect?: () => void;
}

/** The icon-only navigation menu in the top bar. */
export function NavMenu({ entries }: { entries: NavMenuEntry[] }) {
  const { t } = useTranslation();
  const groups = [...new Set(entries.map((entry) => entry.group ?? ''))];
  return (
    <Menu label={t('nav.openMenu')} align="start" trigger={<MenuIcon aria-hidden="true" className="size-6" />}>
      {groups.map((group) => (
        <MenuGroup key={group || 'main'} aria-label={group || t('nav.menuLabel')}>
          {group ? (
            <div className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-steel uppercase">{group}</div>
          ) : null}
          {entries
            .filter((entry) => (entry.group ?? '') === group)
            .map(({ label, to, icon: Icon, onSelect }) =>
              onSelect ? (
                <MenuItem key={label} onSelect={onSelect}>
                  <Icon aria-hidden="true" className="size-5 text-gold" />
                  {label}
                </MenuItem>
              ) : (
                <MenuItem key={to} asChild>
                  <NavLink to={to} className={menuItemStyles} end>
                    <Icon aria-hidden="true" className="size-5 text-gold" />
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
