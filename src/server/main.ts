import net from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

/**
 * Fails with a message when HOST:PORT cannot be bound, before the database is opened: a second
 * start that found the port taken only after opening the embedded database could leave it
 * unopenable (issue 15).
 */
async function checkPortFree(port: number, host: string): Promise<void> {
  const probe = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ port, host, exclusive: true }, resolve);
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      throw new Error(`Port ${port} on ${host} is already in use: stop what listens there, or set PORT to a free port.`);
    }
    if (code === 'EACCES') throw new Error(`Not allowed to listen on port ${port} on ${host}: set PORT above 1023.`);
    throw new Error(`Cannot listen on port ${port} on ${host} (${code ?? String(error)}): check HOST and PORT.`);
  } finally {
    if (probe.listening) await new Promise((resolve) => probe.close(resolve));
  }
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (config.PORT !== 0) await checkPortFree(config.PORT, config.HOST);
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    // Taken between the check and now: close the database (and its data folder lock) properly.
    closing = true;
    await app.close().catch(() => {});
    throw error;
  }
}

main().catch((error) => {
  console.error('Rookery failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
