import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createPgliteSeed } from '../../test/server/template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The built web app, for test files that run a server of their own (support/server.ts). */
    webDir: string;
  }
}

/** Builds the web app once and serves it with the real server on an embedded database. */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  // The web build and, beside it, the server's page renderer (as dist/web and dist/ssr).
  const buildDir = path.join(tmpdir(), `rookery-e2e-${process.pid}`);
  const webDir = path.join(buildDir, 'web');
  // Vitest runs with NODE_ENV=test, which would give a development bundle; test what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const configFile = path.join(root, 'vite.config.ts');
  // The embedded database each journey's own server starts from (a copy), made while the app builds.
  const seeding = createPgliteSeed();
  await build({ mode: 'production', configFile, logLevel: 'warn', build: { outDir: webDir, emptyOutDir: true } });
  await build({
    mode: 'production',
    configFile,
    logLevel: 'warn',
    build: { ssr: 'entry-server.tsx', outDir: path.join(buildDir, 'ssr'), emptyOutDir: true },
  });
  process.env.NODE_ENV = nodeEnv;
  execFileSync(process.execPath, [path.join(root, 'scripts/precompress.mjs'), webDir], { stdio: 'ignore' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rookery-e2e-data-'));
  const app = await buildApp(
    loadConfig({ LOG_LEVEL: 'warn', DATA_DIR: dataDir, WEB_DIST_DIR: webDir, NODE_ENV: 'test' }),
  );
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', baseUrl);
  project.provide('webDir', webDir);
  const seed = await seeding;
  project.provide('pgliteSeed', seed.dir);
  return async () => {
    seed.remove();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  };
}
