import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The folder holding the project's package.json. The server runs both from source
 * (tsx, tests) and bundled into dist/server, so paths to shipped files (migrations,
 * the built web app) are resolved from here rather than from the module's own folder.
 */
export function appRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'package.json');
    if (existsSync(candidate) && JSON.parse(readFileSync(candidate, 'utf8')).name === 'rookery') {
      cached = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Could not find the Rookery package root');
    dir = parent;
  }
}
