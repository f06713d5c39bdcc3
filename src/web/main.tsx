// First: zod must be in jitless mode before any schema is built (see the module).
import './lib/zod-config';
import './styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { normaliseLanguage } from '../domain/i18n/language';
import { AppProviders } from './app/app-providers';
import { loadAppStyles } from './lib/app-styles';
import { readPageState } from './lib/page-state';
import { hydrateQueries, restorePack } from './app/route-data';
import { createRoutes } from './app/router';
import { i18n, loadLanguage, takesOverServerPage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker, whenPageIdle } from './lib/service-worker';
import { maintainStorage } from './lib/storage-maintenance';

maintainStorage();
whenPageIdle(() => void registerServiceWorker());

const queryClient = createQueryClient();
const routes = createRoutes({ queryClient, language: () => normaliseLanguage(i18n.language) });
const container = document.getElementById('root')!;
const state = takesOverServerPage() ? readPageState(document) : null;

/** Renders the app from nothing (replacing whatever the page holds). */
function renderHere() {
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

async function start() {
  // The page's language's texts (the server asked for them with the page): the first render uses
  // them. And the app's full stylesheet, when the page holds only the rules its markup uses.
  await Promise.all([loadLanguage(i18n.language), loadAppStyles()]);
  // The app shell (a page the server sent without content), or a page in another language than
  // the saved one: render it here.
  if (!state) return renderHere();
  // The server rendered this page: take over its HTML. The first render must match it, so the
  // page's code and data are put in place first.
  hydrateQueries(queryClient, state.queries);
  const lazy = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  try {
    const [packRestored] = await Promise.all([
      state.dataPack ? restorePack(queryClient, state.dataPack) : true,
      ...lazy.map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<object>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    ]);
    // The pack the page was drawn with cannot be had (offline, never kept): render here, with
    // whichever pack the device has.
    if (!packRestored) return renderHere();
  } catch {
    // The page's code did not load: render here, where the router shows what went wrong.
    return renderHere();
  }
  const router = createBrowserRouter(routes, { hydrationData: state.router });
  // As a transition, the takeover is done in slices between which the browser can answer a tap
  // or paint, instead of one long task (issue 14: total blocking time).
  startTransition(() => {
    hydrateRoot(
      container,
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
}

void start();
