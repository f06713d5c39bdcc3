import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  websocket: boolean;
}

/**
 * Records every route the next Fastify instances register, as the server itself sees them
 * (Fastify announces each new instance on the `fastify.initialization` channel, before any
 * plugin runs). Call before building the app; the returned list fills while it starts.
 */
export function recordRoutes(): { routes: RegisteredRoute[]; stop(): void } {
  const routes: RegisteredRoute[] = [];
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions & { websocket?: boolean }) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        routes.push({ method: String(method).toUpperCase(), url: route.url, websocket: Boolean(route.websocket) });
      }
    });
  };
  diagnostics.subscribe('fastify.initialization', onInit);
  return { routes, stop: () => diagnostics.unsubscribe('fastify.initialization', onInit) };
}

/** One entry per method and path; HEAD twins of GET routes are answered by the GET handler. */
export function distinctRoutes(routes: RegisteredRoute[]): RegisteredRoute[] {
  const seen = new Map<string, RegisteredRoute>();
  for (const route of routes) seen.set(`${route.method} ${route.url}`, route);
  return [...seen.values()].filter((route) => route.method !== 'HEAD' || !seen.has(`GET ${route.url}`));
}
