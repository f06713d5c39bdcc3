import type { ParseKeys } from 'i18next';
import {
  Bell,
  FileCheck,
  FilePenLine,
  FileWarning,
  Flag,
  LayoutDashboard,
  Mail,
  Rocket,
  ScrollText,
  SlidersHorizontal,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import './i18n';

const SECTIONS: ReadonlyArray<{ to: string; labelKey: ParseKeys<'admin'>; icon: LucideIcon }> = [
  { to: '/admin', labelKey: 'sections.dashboard', icon: LayoutDashboard },
  { to: '/admin/alerts', labelKey: 'sections.alerts', icon: Bell },
  { to: '/admin/reports', labelKey: 'sections.reports', icon: Flag },
  { to: '/admin/data-reports', labelKey: 'sections.dataReports', icon: FileWarning },
  { to: '/admin/deployment', labelKey: 'sections.deployment', icon: Rocket },
  { to: '/admin/dev-options', labelKey: 'sections.devOptions', icon: SlidersHorizontal },
  { to: '/admin/content', labelKey: 'sections.content', icon: FilePenLine },
  { to: '/admin/changelog', labelKey: 'sections.changelog', icon: ScrollText },
  { to: '/admin/validate-csv', labelKey: 'sections.validateCsv', icon: FileCheck },
  { to: '/mail', labelKey: 'sections.mail', icon: Mail },
];

/** The frame of every admin page: the admin sections, the page title and what the page is for. */
export function AdminShell({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const navRef = useRef<HTMLElement>(null);
  // The sections stay on one line at every width (issue 21: they wrapped at 1280 px) and scroll
  // sideways when they do not fit: bring the current one into view.
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, []);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 md:py-10">
      <nav ref={navRef} aria-label={t('sections.label')} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
        <ul className="flex min-w-max gap-0.5 border-b border-line">
          {SECTIONS.map(({ to, labelKey, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end
                className="-mb-px inline-flex min-h-11 items-center gap-1.5 border-b-2 border-transparent px-2 text-sm whitespace-nowrap text-steel no-underline hover:text-ink aria-[current=page]:border-gold aria-[current=page]:text-gold"
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <header className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl">{title}</h1>
          {intro ? <p className="max-w-3xl text-steel">{intro}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
