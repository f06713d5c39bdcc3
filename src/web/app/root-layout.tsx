import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Toaster } from 'sonner';
import { LanguageMenu } from '../features/navigation/language-menu';
import { NavMenu } from '../features/navigation/nav-menu';
import { AppStatus } from '../features/pwa/app-status';
import { PerformanceCard } from '../features/pwa/performance-card';
import { NotificationsBell } from '../features/notifications/notifications-bell';
import { useSignOut } from '../features/session/use-sign-out';
import { useAuth } from '../lib/auth';
import { usePreviewMode } from '../lib/preview-mode';
import { Logo } from '../ui/logo';
import { Spinner } from '../ui/spinner';
import { FullScreenLoading } from './full-screen-loading';
import { NAV_ENTRIES, visibleEntries } from './navigation';

const FOOTER_LINKS = [
  { to: '/terms-of-service', labelKey: 'footer.terms' },
  { to: '/privacy-policy', labelKey: 'footer.privacy' },
  { to: '/about', labelKey: 'footer.about' },
] as const;

export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const auth = useAuth();
  const { signOut } = useSignOut();
  const isPreview = usePreviewMode();
  const viewer = { isGuest: auth.isGuest, isAdmin: auth.isAdmin, isPreview };
  const entries = visibleEntries(NAV_ENTRIES, viewer).map((entry) => ({
    label: t(entry.labelKey),
    to: entry.to,
    icon: entry.icon,
    group: entry.group ? t('nav.adminFunctions') : undefined,
    onSelect: entry.action === 'sign-out' ? () => void signOut() : undefined,
  }));

  if (!auth.authReady) return <FullScreenLoading />;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-gold px-4 py-2 text-night focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('app.skipToContent')}
      </a>
      <header className="sticky top-0 z-30 border-b border-line/70 bg-night/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-2 md:px-4">
          <NavMenu entries={entries} />
          <Link to="/" className="flex items-center gap-2 rounded-lg px-1 no-underline" aria-label={t('app.homeLink')}>
            <Logo className="size-8" />
            <span className="font-display text-xl font-semibold text-gold">{t('app.name')}</span>
          </Link>
          <div className="ml-auto flex items-center gap-1">
            {!auth.isGuest || isPreview ? <NotificationsBell userId={auth.userId} preview={isPreview} /> : null}
            <LanguageMenu />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {navigation.state === 'loading' ? <Spinner label={t('app.loading')} /> : <Outlet />}
      </main>
      <footer className="border-t border-line/70 py-6">
        <nav
          aria-label={t('footer.label')}
          className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-6 gap-y-2 px-4"
        >
          {FOOTER_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className="inline-flex min-h-11 items-center text-steel hover:text-gold"
            >
              {t(link.labelKey)}
            </NavLink>
          ))}
        </nav>
      </footer>
      <AppStatus />
      <PerformanceCard />
      <Toaster position="top-right" closeButton duration={4000} visibleToasts={3} theme="dark" richColors />
      <ScrollRestoration />
    </div>
  );
}
