import { createBrowserRouter, redirect, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { ErrorPage } from './error-page';
import { FullScreenLoading } from './full-screen-loading';
import { RootLayout } from './root-layout';
import type { PageDataName } from './page-data';
import { loadPageData, type RouteContext } from './route-data';

/** What a route tells the server: the module its page lives in, for `<link rel="modulepreload">`. */
export interface RouteHandle {
  module: string;
  /** Shown to everyone at once (and rendered by the server); other pages wait for the session. */
  public?: boolean;
}

type PageModule = Record<string, unknown>;

/**
 * A page's data depends on its path alone (page-data.ts reads path parameters, never the search):
 * a change of the search only (a search term typed, a dialog opened) reads nothing again. Without
 * this, every keystroke in a search box was a navigation that ran the page's loader, during which
 * the layout showed its spinner in place of the page (the box lost what was typed next on a slow
 * phone) and the address lagged behind what the box held.
 */
export const revalidateOnPathChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;

/**
 * Every page is its own chunk, loaded when first visited. `module` is the page's file (relative
 * to src/web) so the server can preload its chunk with the HTML; `data` names the queries the
 * page reads, which the server fills in before rendering.
 */
function page(
  context: RouteContext,
  module: string,
  load: () => Promise<PageModule>,
  name: string,
  data?: PageDataName,
  isPublic = false,
): Pick<RouteObject, 'lazy' | 'handle' | 'loader' | 'shouldRevalidate'> {
  return {
    lazy: async () => ({ Component: (await load())[name] as React.ComponentType }),
    handle: { module, public: isPublic } satisfies RouteHandle,
    ...(data ? { loader: loadPageData(context, data), shouldRevalidate: revalidateOnPathChange } : {}),
  };
}

/** The app's routes, reading data through the given query cache (one per request on the server). */
export function createRoutes(context: RouteContext): RouteObject[] {
  const landing = () => import('./pages/landing-page');
  const legal = () => import('./pages/legal-pages');
  const sharedList = () => import('./pages/shared-list-page');
  const rulesFaq = () => import('./pages/rules-faq-page');
  const game = () => import('./pages/game-pages');
  const admin = () => import('./pages/admin-pages');
  const adminContent = () => import('./pages/admin-content-pages');
  const at = (module: string, load: () => Promise<PageModule>, name: string, data?: PageDataName) =>
    page(context, `app/pages/${module}.tsx`, load, name, data);
  /** A page anyone may read, whose content the server renders (issue 14). */
  const open = (module: string, load: () => Promise<PageModule>, name: string, data?: PageDataName) =>
    page(context, `app/pages/${module}.tsx`, load, name, data, true);
  const landingPage = open('landing-page', landing, 'LandingPage', 'landing');
  return [
    {
      path: '/',
      Component: RootLayout,
      errorElement: <ErrorPage />,
      HydrateFallback: FullScreenLoading,
      children: [
        { index: true, ...landingPage },
        { path: 'landing', ...landingPage },
        { path: 'about', ...open('legal-pages', legal, 'AboutPage') },
        { path: 'login', ...at('login-page', () => import('./pages/login-page'), 'LoginPage') },
        {
          path: 'reset-password',
          ...at('reset-password-page', () => import('./pages/reset-password-page'), 'ResetPasswordPage'),
        },
        { path: 'profile', ...at('profile-page', () => import('./pages/profile-page'), 'ProfilePage') },
        {
          path: 'u/:ref',
          ...at('public-profile-page', () => import('./pages/public-profile-page'), 'PublicProfilePage'),
        },
        { path: 'friends', ...at('friends-page', () => import('./pages/friends-page'), 'FriendsPage') },
        { path: 'messages/:ref?', ...at('messages-page', () => import('./pages/messages-page'), 'MessagesPage') },
        { path: 'activity', ...at('activity-page', () => import('./pages/activity-page'), 'ActivityPage') },
        { path: 'builder', ...open('builder-page', () => import('./pages/builder-page'), 'BuilderPage', 'dataPack') },
        {
          path: 'unit-stats',
          ...open('unit-stats-page', () => import('./pages/unit-stats-page'), 'UnitStatsPage', 'dataPack'),
        },
        { path: 'news', ...open('news-page', () => import('./pages/news-page'), 'NewsPage', 'news') },
        { path: 'shared-list/:listCode', ...open('shared-list-page', sharedList, 'SharedListPage', 'sharedList') },
        { path: 'shared-list/:listCode/print', ...open('shared-list-page', sharedList, 'PrintListPage', 'sharedList') },
        { path: 'check', ...open('check-page', () => import('./pages/check-page'), 'CheckPage') },
        {
          path: 'api-reference',
          ...open('api-reference-page', () => import('./pages/api-reference-page'), 'ApiReferencePage', 'apiReference'),
        },
        {
          path: 'collection',
          ...at('collection-page', () => import('./pages/collection-page'), 'CollectionPage', 'dataPack'),
        },
        { path: 'rules', ...open('rules-faq-page', rulesFaq, 'RulesPage', 'rules') },
        { path: 'faq', ...open('rules-faq-page', rulesFaq, 'FaqPage', 'rules') },
        { path: 'missions', ...open('missions-page', () => import('./pages/missions-page'), 'MissionsPage') },
        { path: 'game', ...at('game-pages', game, 'GamePage') },
        { path: 'setup', ...at('game-pages', game, 'SetupPage') },
        { path: 'deployment/:gameId?', ...at('game-pages', game, 'DeploymentPage') },
        { path: 'play/:gameId?', ...at('game-pages', game, 'PlayPage') },
        { path: 'scoring/:gameId?', ...at('game-pages', game, 'ScoringPage') },
        { path: 'summary/:gameId?', ...at('game-pages', game, 'SummaryPage') },
        { path: 'privacy-policy', ...open('legal-pages', legal, 'PrivacyPage') },
        { path: 'terms-of-service', ...open('legal-pages', legal, 'TermsPage') },
        { path: 'admin', ...at('admin-pages', admin, 'AdminDashboardPage') },
        { path: 'admin/alerts', ...at('admin-pages', admin, 'AdminAlertsPage') },
        { path: 'admin/reports', ...at('admin-pages', admin, 'AdminReportsPage') },
        { path: 'admin/data-reports', ...at('admin-pages', admin, 'AdminDataReportsPage') },
        { path: 'admin/deployment', ...at('admin-pages', admin, 'AdminDeploymentPage') },
        { path: 'admin/dev-options', ...at('admin-pages', admin, 'AdminDevOptionsPage') },
        { path: 'mail', ...at('admin-pages', admin, 'MailPage') },
        { path: 'terms', loader: () => redirect('/terms-of-service') },
        { path: 'privacy', loader: () => redirect('/privacy-policy') },
        { path: 'admin/content', ...at('admin-content-pages', adminContent, 'AdminContentPage') },
        { path: 'admin/changelog', ...at('admin-content-pages', adminContent, 'AdminChangelogPage') },
        { path: 'admin/validate-csv', ...at('admin-content-pages', adminContent, 'AdminValidateCsvPage') },
        { path: '*', ...open('not-found-page', () => import('./pages/not-found-page'), 'NotFoundPage') },
      ],
    },
  ];
}

export function createRouter(context: RouteContext, options: Parameters<typeof createBrowserRouter>[1] = {}) {
  return createBrowserRouter(createRoutes(context), options);
}
