import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate, createPgliteSeed, type DatabaseTemplate } from './template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each API test file copies (see template-database.ts). */
    databaseTemplate: DatabaseTemplate;
    /** src/server/main.ts bundled once, for the tests that run the server as a process (child-server.ts). */
    serverBundle: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The server as `npm run build:server` bundles it, built once per run: a test that starts the
 * server as its own process (several times, for the fault tests) then skips compiling the source
 * at every start. It sits under node_modules so the packages it leaves out resolve as they do
 * from dist/server.
 */
async function bundleServer(): Promise<string> {
  const outfile = path.join(root, 'node_modules/.cache/rookery-test', `server-${process.pid}.js`);
  await build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    target: 'node20',
    sourcemap: 'inline',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

/**
 * Once for the whole API run: migrates the template database, creates the embedded database new
 * data folders start from (pglite-seed.ts), and bundles the server.
 */
export default async function setup(project: TestProject) {
  const [{ template, remove }, seed, serverBundle] = await Promise.all([
    createDatabaseTemplate(),
    createPgliteSeed(),
    bundleServer(),
  ]);
  project.provide('databaseTemplate', template);
  project.provide('pgliteSeed', seed.dir);
  project.provide('serverBundle', serverBundle);
  return async () => {
    rmSync(serverBundle, { force: true });
    seed.remove();
    await remove();
  };
}
