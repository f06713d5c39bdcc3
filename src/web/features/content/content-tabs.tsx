import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TABS, type ContentTab } from './content-params';
import './i18n';

/** Rules and FAQ as tabs, each keeping the search (`carried`) when the reader switches. */
export function ContentTabs({ tab, carried }: { tab: ContentTab; carried: string }) {
  const { t } = useTranslation('content');
  return (
    <nav aria-label={t('tabsLabel')} className="flex gap-2 border-b border-line">
      {TABS.map((name) => (
        <Link
          key={name}
          to={`/${name}${carried}`}
          aria-current={name === tab ? 'page' : undefined}
          className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-4 font-semibold no-underline ${
            name === tab ? 'border-gold text-gold' : 'border-transparent text-steel hover:text-ink'
          }`}
        >
          {t(`title.${name}`)}
        </Link>
      ))}
    </nav>
  );
}
