import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { Toaster } from '../ui/toast';
import { recoveryRedirect } from '../../domain/auth/password-recovery';
import { LanguageMenu } from '../features/navigation/language-menu';
import { NavMenu } from '../features/navigation/nav-menu';
import { OfflineIndicator } from '../features/pwa/offline-indicator';
import { useSignOut } from '../features/session/use-sign-out';
import { useAuth } from '../lib/auth';
import { usePlayAccess } from '../lib/play-mode';
import { usePreviewMode } from '../lib/preview-mode';
import { AfterHydration } from '../ui/after-hydration';
import { Logo } from '../ui/logo';
import { Spinner } from '../ui/spinner';
import { NAV_ENTRIES, visibleEntries } from './navigation';
import type { RouteHandle } from './router';
import { SiteFooter } from './site-footer';
import { useOnceTrue } from '../lib/use-once-true';

/** Members' notifications: loaded when someone signs in, never with a guest's first page. */
const NotificationsBell = lazy(async () => ({
  default: (await import('../features/notifications/notifications-bell')).NotificationsBell,
}));

/** What no page shows on its first paint: loaded once the page is up (issue 14). */
const AccountLinkNotices = lazy(async () => ({
  default: (await import('../features/auth/account-link-notices')).AccountLinkNotices,
}));
const PerformanceCard = lazy(async () => ({
  default: (await import('../features/pwa/performance-card')).PerformanceCard,
}));
const AppStatus = lazy(async () => ({ default: (await import('../features/pwa/app-status')).AppStatus }));

/** The header's height (h-16) and a small gap. */
const HEADER_CLEARANCE_PX = 72;

export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const auth = useAuth();
  const { signOut } = useSignOut();
  const isPreview = usePreviewMode();
  const play = usePlayAccess();
  // The notices' code (and the sign-in texts) load only once an e-mail link left one.
  const linkNotice = useOnceTrue(auth.linkError !== null || auth.accountConfirmed);
  // Until the session is known the menu is a guest's (as on the page the server rendered).
  const viewer = { isGuest: auth.isGuest || !auth.authReady, isAdmin: auth.isAdmin, isPreview, mayPlay: play.allowed };
  // Public pages show their content at once (the server rendered it); the others wait for the session.
  const publicPage = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.public);
  const entries = visibleEntries(NAV_ENTRIES, viewer).map((entry) => ({
    label: t(entry.labelKey),
    to: entry.to,
    icon: entry.icon,
    group: entry.group ? t('nav.adminFunctions') : undefined,
    onSelect: entry.action === 'sign-out' ? () => void signOut() : undefined,
  }));

  // A recovery session is for choosing a new password only (issue 21): no menu, bell or pages.
  const settingPassword = auth.passwordRecovery && auth.isAuthenticated === true;
  const recoveryTarget = recoveryRedirect(auth.passwordRecovery, auth.isAuthenticated, pathname);

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
          {settingPassword ? null : <NavMenu entries={entries} />}
          <Link to="/" className="flex items-center gap-2 rounded-lg px-1 no-underline" aria-label={t('app.homeLink')}>
            <Logo className="size-8" />
            <span className="font-display text-xl font-semibold text-gold">{t('app.name')}</span>
          </Link>
          <div className="ml-auto flex items-center gap-1">
            <OfflineIndicator />
            {auth.authReady && (!auth.isGuest || isPreview) && !settingPassword ? (
              <Suspense fallback={null}>
                <NotificationsBell userId={auth.userId} preview={isPreview} />
              </Suspense>
            ) : null}
            <LanguageMenu />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <AfterHydration>
          {linkNotice ? <AccountLinkNotices /> : null}
          {/* In the page, not floating over it: it never covers a control (issue 21). */}
          <PerformanceCard />
        </AfterHydration>
        {recoveryTarget ? (
          <Navigate to={recoveryTarget} replace />
        ) : navigation.state === 'loading' || (!auth.authReady && !publicPage) ? (
          <Spinner label={t('app.loading')} />
        ) : (
          <Outlet />
        )}
      </main>
      <SiteFooter />
      <AfterHydration>
        <AppStatus />
      </AfterHydration>
      {/* Toasts start under the 64 px sticky header, so they never cover its controls (issue 21). */}
      <Toaster
        position="top-right"
        offset={{ top: HEADER_CLEARANCE_PX }}
        mobileOffset={{ top: HEADER_CLEARANCE_PX }}
        closeButton
        duration={4000}
        visibleToasts={3}
        theme="dark"
        richColors
      />
      <ScrollRestoration />
    </div>
  );
}
