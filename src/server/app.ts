import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import type { Socket } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../contracts/errors';
import type { AuthContext } from './auth/context';
import { authPlugin, createAuthContext } from './auth/plugin';
import type { Config } from './config';
import { openDatabase, type Database, type DatabaseTarget } from './db/database';
import { migrate } from './db/migrate';
import { queryStats } from './db/query-stats';
import { clientErrorRoutes } from './features/client-errors/routes';
import { databaseDataPackSource, type DataPackSource } from './features/data-pack/data-pack-source';
import { dataPackRoutes } from './features/data-pack/routes';
import { seedContent } from './features/content/content-seed';
import { contentRoutes } from './features/content/routes';
import { contentRevisionPlugin } from './features/content/revision-watch';
import { contentAdminRoutes } from './features/content/content-admin-routes';
import { gameRoutes } from './features/games/routes';
import { settingsRoutes } from './features/settings/routes';
import { listRoutes } from './features/lists/routes';
import { dataReportRoutes } from './features/data-reports/routes';
import { collectionRoutes } from './features/collection/routes';
import { healthRoutes } from './features/health/routes';
import { adminRoutes } from './features/admin/routes';
import { unitDataRoutes } from './features/unit-data/routes';
import { deploymentRoutes } from './features/deployments/routes';
import { notificationRoutes } from './features/notifications/routes';
import { profileRoutes } from './features/profiles/routes';
import { ensureAdmin } from './features/profiles/ensure-admin';
import { createMailer, outboxTransport, smtpTransport, type Mailer } from './mail/mailer';
import { openApiRoutes, registerContracts } from './plugins/contracts';
import { isApiPath, registerErrorHandling } from './plugins/errors';
import { registerJsonBodyParser } from './plugins/json-body';
import { repositoriesPlugin } from './plugins/repositories';
import { registerRealtime } from './realtime/plugin';
import { registerStorage } from './features/storage/plugin';
import { socialRoutes } from './features/social/routes';
import { registerSecurityHeaders } from './plugins/security';
import { addressErrorPage } from './plugins/address-error-page';
import { LANGUAGE_COOKIE } from './plugins/page-rendering';
import { registerWeb, sendAddressErrorPage, wantsPage } from './plugins/web';
import { pageLanguage } from '../domain/i18n/language';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    mailer: Mailer;
    auth: AuthContext;
    dataPacks: DataPackSource;
  }
}

export interface BuildOptions {
  /** A database opened by the caller (tests); it is then left open when the app closes. */
  database?: Database;
  /** Skip running migrations at start (the caller already did). */
  skipMigrations?: boolean;
  /** Where `GET /api/data-pack` reads the pack (the bundled pack by default). */
  dataPackSource?: DataPackSource;
}

/** The configured database; the embedded one locks the whole DATA_DIR (jwt-secret, storage, pglite). */
export function databaseTarget(config: Config): DatabaseTarget {
  return config.DATABASE_URL
    ? { url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
    : { dataDir: `${config.dataDir}/pglite`, lockDir: config.dataDir };
}

/** Builds the whole server. main.ts listens on it; tests use it in-process. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  /** The built app's page head, once the web app is registered (for the address-error page). */
  const web = { head: '' };
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.apikey'],
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    // Addresses the router cannot take apart answer in our error shape, like everything else.
    frameworkErrors: (error, request, reply) =>
      sendFrameworkError(error, request as unknown as FastifyRequest, reply as unknown as FastifyReply),
    // A request whose head is over Node's limit never reaches the router: a page gets a page.
    clientErrorHandler: (error, socket) => answerClientError(error, socket, web.head),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database =
    options.database ??
    (await openDatabase(
      databaseTarget(config),
      config.DB_QUERY_STATS ? queryStats(path.resolve(config.DB_QUERY_STATS)) : undefined,
    ));
  if (!options.skipMigrations) {
    const applied = await migrate(database);
    if (applied.length) app.log.info({ applied }, 'migrations applied');
  }
  app.decorate('db', database);
  app.decorate('config', config);
  const mailer = createMailer(
    database,
    config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : outboxTransport(),
  );
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    // Deliveries under way finish before the database they report to closes.
    await mailer.idle();
    if (!options.database) await database.close();
  });
  const auth = await createAuthContext(config, database, mailer);
  app.decorate('auth', auth);
  if (config.ADMIN_EMAIL) await ensureAdmin(auth, config.ADMIN_EMAIL, app.log);

  registerErrorHandling(app);
  registerJsonBodyParser(app);
  await registerContracts(app);
  // Pages and API answers are compressed (brotli or gzip, with Vary: Accept-Encoding); the web
  // build's files are served from their precompressed copies.
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await registerSecurityHeaders(app);
  await app.register(healthRoutes);
  await app.register(openApiRoutes);
  await app.register(clientErrorRoutes);
  const dataPackSource = options.dataPackSource ?? databaseDataPackSource(database);
  app.decorate('dataPacks', dataPackSource);
  await app.register(repositoriesPlugin);
  await app.register(contentRevisionPlugin);
  await app.register(dataPackRoutes, { source: dataPackSource });
  await seedContent(database, app.log);
  await app.register(contentRoutes);
  await authPlugin(app, auth);
  await registerRealtime(app);
  await registerStorage(app);
  await app.register(socialRoutes);
  await app.register(profileRoutes);
  await app.register(notificationRoutes);
  await app.register(deploymentRoutes);
  await app.register(adminRoutes);
  await app.register(unitDataRoutes);
  await app.register(contentAdminRoutes);
  await app.register(settingsRoutes);
  await app.register(gameRoutes);
  await app.register(listRoutes);
  await app.register(dataReportRoutes);
  await app.register(collectionRoutes);
  await registerWeb(app, config);
  web.head = app.webHead;
  return app;
}

function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const problem =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'too_long' : error.code === 'FST_ERR_BAD_URL' ? 'malformed' : null;
  // A browser following a garbled or overlong link gets a page that says so, never bare JSON.
  if (problem && wantsPage(request)) return sendAddressErrorPage(request, reply, problem);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ code: ERROR_CODES.uriTooLong, message: 'This address is too long.' });
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send({ code: ERROR_CODES.badRequest, message: 'This address is not valid.' });
  }
  return reply
    .status(500)
    .send({ code: ERROR_CODES.internal, message: 'Something went wrong on our side. Please try again.' });
}

/**
 * Node's own answer to a request it could not read (Fastify's default, in our words): a request
 * head over the size limit (431) from a browser asking for a page gets the "address too long"
 * page, in the language its head names if that much was read; everything else gets JSON.
 */
function answerClientError(failure: Error, socket: Socket, webHead: string) {
  const error = failure as NodeJS.ErrnoException & { rawPacket?: Buffer };
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const overflow = error.code === 'HPE_HEADER_OVERFLOW';
  const timeout = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const status = overflow ? 431 : timeout ? 408 : 400;
  const reason = overflow ? 'Request Header Fields Too Large' : timeout ? 'Request Timeout' : 'Bad Request';
  const head = error.rawPacket?.toString('latin1') ?? '';
  const header = (name: string) => new RegExp(`\\r\\n${name}:([^\\r]*)`, 'i').exec(head)?.[1]?.trim();
  const requestLine = /^(GET|HEAD) (\S+)/.exec(head);
  const accept = header('accept') ?? '';
  const asksForPage =
    requestLine !== null &&
    !isApiPath(requestLine[2]!) &&
    (accept === '' || accept.includes('text/html') || accept.includes('*/*'));
  let type = 'application/json';
  let body = JSON.stringify({
    error: reason,
    message: overflow ? 'This address is too long.' : reason,
    statusCode: status,
  });
  if (overflow && asksForPage) {
    const saved = new RegExp(`${LANGUAGE_COOKIE}=(\\w+)`).exec(header('cookie') ?? '')?.[1];
    type = 'text/html; charset=utf-8';
    body = addressErrorPage('too_long', pageLanguage(saved, header('accept-language')), webHead);
  }
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: ${type}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
