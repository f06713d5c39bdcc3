// The server's renderer: built by `vite build --ssr` into dist/ssr and loaded by the server
// (src/server/plugins/page-rendering.ts). Nothing here runs in the browser.
import './lib/zod-config';
// Rich text is drawn on the server at once (the browser takes the drawn blocks over as they are).
import './ui/rich-text-render';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import type { Language } from '../domain/i18n/language';
import { AppProviders } from './app/app-providers';
import { dehydrateQueries, setPackAside } from './app/route-data';
import { createRoutes, type RouteHandle } from './app/router';
import { setTransport } from './lib/api';
import { i18n as appI18n, loadLanguage } from './lib/i18n';
import { serialisePageState } from './lib/page-state';

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The app's markup, for inside <div id="root">. */
      html: string;
      /** The page state as JSON text, for <script type="application/json" id="page-state">. */
      state: string;
      /** The source files (relative to src/web) of the page's route modules and its language's texts, to preload their chunks. */
      modules: string[];
      /** API addresses the browser reads before it takes the page over, to preload with it. */
      fetches: string[];
    };

/**
 * How the renderer reaches the server's own API: answered in process, with no network and no
 * session (a rendered page is the same for everyone; the browser adds what is personal).
 */
export function setApiTransport(transport: (path: string, init?: RequestInit) => Promise<Response>): void {
  setTransport(transport);
}

/** Errors the router caught, as plain data (the browser's router shows them the same way). */
function serialisableErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      error instanceof Error ? { message: error.message, __type: 'Error' } : (error as unknown),
    ]),
  );
}

/** Renders the page at `request.url` in `language`: its HTML and the state the browser takes over. */
export async function render(request: Request, language: Language): Promise<RenderResult> {
  // One cache and one translator per request: nothing of one visitor's page reaches another's.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  await loadLanguage(language);
  const i18n = appI18n.cloneInstance({ lng: language, initAsync: false });
  await i18n.changeLanguage(language);
  const handler = createStaticHandler(createRoutes({ queryClient, language: () => language }));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const modules = context.matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.module)
    .filter((module): module is string => Boolean(module));
  // The texts of a language other than English are a chunk of their own, needed before the takeover.
  if (language !== 'en') modules.push(`i18n/${language}.json`);
  const notFound = context.matches.some((match) => match.route.path === '*');
  const queries = dehydrateQueries(queryClient);
  const aside = setPackAside(queries);
  const state = serialisePageState({
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serialisableErrors(context.errors),
    },
    queries,
    ...(aside ? { dataPack: aside.pack } : {}),
  });
  const fetches = aside ? [aside.preload] : [];
  return { kind: 'page', status: notFound ? 404 : context.statusCode, html, state, modules, fetches };
}
