import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ClientConfig } from '../../contracts/client-config';
import { CLIENT_CONFIG_META } from '../../contracts/paths';
import { appRoot } from '../app-root';
import type { Config } from '../config';
import { isApiPath, sendApiNotFound } from './errors';

const CONFIG_PLACEHOLDER = '<!--app-config-->';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function clientConfig(config: Config, anonKey: string): ClientConfig {
  return {
    anonKey,
    productionHosts: config.PRODUCTION_HOSTS,
    previewMarkers: config.PREVIEW_MARKERS,
    contactEmail: config.CONTACT_EMAIL,
    productSiteNames: config.PRODUCT_SITE_NAMES,
    ...(config.SUPPORT_URL ? { supportUrl: config.SUPPORT_URL } : {}),
  };
}

/** Serves the built web app: hashed assets cached for a year, everything else revalidated,
 *  and any unknown non-API path answered with the SPA (which renders its Not Found page). */
export async function registerWeb(app: FastifyInstance, config: Config): Promise<void> {
  const webDir = path.resolve(config.WEB_DIST_DIR ?? path.join(appRoot(), 'dist/web'));
  const indexPath = path.join(webDir, 'index.html');
  const hasWeb = existsSync(indexPath);
  let indexHtml: string | undefined;
  if (hasWeb) {
    const meta = `<meta name="${CLIENT_CONFIG_META}" content="${escapeAttribute(JSON.stringify(clientConfig(config, app.auth.anonKey)))}">`;
    indexHtml = readFileSync(indexPath, 'utf8').replace(CONFIG_PLACEHOLDER, meta);
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      wildcard: true,
      preCompressed: true,
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders(res, filePath) {
        const immutable = filePath.startsWith(path.join(webDir, 'assets') + path.sep);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDir }, 'web app not built: only the API is served (run npm run build)');
  }

  const sendApp = (reply: FastifyReply) =>
    reply.status(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);

  if (indexHtml) app.get('/', (_request, reply) => sendApp(reply));

  app.setNotFoundHandler((request, reply) => {
    const accept = request.headers.accept ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (wantsPage && indexHtml && (accept.includes('text/html') || accept.includes('*/*') || accept === '')) {
      return sendApp(reply);
    }
    return sendApiNotFound(reply, request.url);
  });
}
