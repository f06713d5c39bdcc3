import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const FOOTER_LINKS = [
  { to: '/terms-of-service', labelKey: 'footer.terms' },
  { to: '/privacy-policy', labelKey: 'footer.privacy' },
  { to: '/about', labelKey: 'footer.about' },
  { to: '/api-reference', labelKey: 'footer.api' },
] as const;

/** The links at the foot of every page: terms, privacy, about and the API reference. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-line/70 py-6">
      <nav
        aria-label={t('footer.label')}
        className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-6 gap-y-2 px-4"
      >
        {FOOTER_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} className="inline-flex min-h-11 items-center text-steel hover:text-gold">
            {t(link.labelKey)}
          </NavLink>
        ))}
      </nav>
    </footer>
  );
}
