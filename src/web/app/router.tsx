import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { ErrorPage } from './error-page';
import { FullScreenLoading } from './full-screen-loading';
import { RootLayout } from './root-layout';

/** Every page is its own chunk, loaded when first visited. */
const page = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({ lazy: load });

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <ErrorPage />,
    HydrateFallback: FullScreenLoading,
    children: [
      { index: true, ...page(async () => ({ Component: (await import('./pages/landing-page')).LandingPage })) },
      { path: 'landing', ...page(async () => ({ Component: (await import('./pages/landing-page')).LandingPage })) },
      { path: 'about', ...page(async () => ({ Component: (await import('./pages/legal-pages')).AboutPage })) },
      { path: 'login', ...page(async () => ({ Component: (await import('./pages/login-page')).LoginPage })) },
      {
        path: 'reset-password',
        ...page(async () => ({ Component: (await import('./pages/reset-password-page')).ResetPasswordPage })),
      },
      { path: 'profile', ...page(async () => ({ Component: (await import('./pages/profile-page')).ProfilePage })) },
      {
        path: 'u/:ref',
        ...page(async () => ({ Component: (await import('./pages/public-profile-page')).PublicProfilePage })),
      },
      { path: 'friends', ...page(async () => ({ Component: (await import('./pages/friends-page')).FriendsPage })) },
      {
        path: 'messages/:ref?',
        ...page(async () => ({ Component: (await import('./pages/messages-page')).MessagesPage })),
      },
      { path: 'activity', ...page(async () => ({ Component: (await import('./pages/activity-page')).ActivityPage })) },
      { path: 'builder', ...page(async () => ({ Component: (await import('./pages/builder-page')).BuilderPage })) },
      {
        path: 'unit-stats',
        ...page(async () => ({ Component: (await import('./pages/unit-stats-page')).UnitStatsPage })),
      },
      {
        path: 'shared-list/:listCode',
        ...page(async () => ({ Component: (await import('./pages/shared-list-page')).SharedListPage })),
      },
      {
        path: 'shared-list/:listCode/print',
        ...page(async () => ({ Component: (await import('./pages/shared-list-page')).PrintListPage })),
      },
      { path: 'rules', ...page(async () => ({ Component: (await import('./pages/rules-faq-page')).RulesPage })) },
      { path: 'faq', ...page(async () => ({ Component: (await import('./pages/rules-faq-page')).FaqPage })) },
      { path: 'missions', ...page(async () => ({ Component: (await import('./pages/missions-page')).MissionsPage })) },
      { path: 'game', ...page(async () => ({ Component: (await import('./pages/game-pages')).GamePage })) },
      { path: 'setup', ...page(async () => ({ Component: (await import('./pages/game-pages')).SetupPage })) },
      {
        path: 'deployment/:gameId?',
        ...page(async () => ({ Component: (await import('./pages/game-pages')).DeploymentPage })),
      },
      { path: 'play/:gameId?', ...page(async () => ({ Component: (await import('./pages/game-pages')).PlayPage })) },
      {
        path: 'scoring/:gameId?',
        ...page(async () => ({ Component: (await import('./pages/game-pages')).ScoringPage })),
      },
      {
        path: 'summary/:gameId?',
        ...page(async () => ({ Component: (await import('./pages/game-pages')).SummaryPage })),
      },
      {
        path: 'privacy-policy',
        ...page(async () => ({ Component: (await import('./pages/legal-pages')).PrivacyPage })),
      },
      {
        path: 'terms-of-service',
        ...page(async () => ({ Component: (await import('./pages/legal-pages')).TermsPage })),
      },
      { path: 'admin', ...page(async () => ({ Component: (await import('./pages/admin-pages')).AdminDashboardPage })) },
      {
        path: 'admin/alerts',
        ...page(async () => ({ Component: (await import('./pages/admin-pages')).AdminAlertsPage })),
      },
      {
        path: 'admin/reports',
        ...page(async () => ({ Component: (await import('./pages/admin-pages')).AdminReportsPage })),
      },
      {
        path: 'admin/deployment',
        ...page(async () => ({ Component: (await import('./pages/admin-pages')).AdminDeploymentPage })),
      },
      {
        path: 'admin/dev-options',
        ...page(async () => ({ Component: (await import('./pages/admin-pages')).AdminDevOptionsPage })),
      },
      { path: 'mail', ...page(async () => ({ Component: (await import('./pages/admin-pages')).MailPage })) },
      { path: 'terms', loader: () => redirect('/terms-of-service') },
      { path: 'privacy', loader: () => redirect('/privacy-policy') },
      {
        path: 'admin/content',
        ...page(async () => ({ Component: (await import('./pages/admin-content-pages')).AdminContentPage })),
      },
      {
        path: 'admin/changelog',
        ...page(async () => ({ Component: (await import('./pages/admin-content-pages')).AdminChangelogPage })),
      },
      {
        path: 'admin/validate-csv',
        ...page(async () => ({ Component: (await import('./pages/admin-content-pages')).AdminValidateCsvPage })),
      },
      { path: '*', ...page(async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage })) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
