import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { provided } from './provided';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR whose embedded database exists and is migrated (template-database.ts). */
    pgliteSeed: string;
  }
}

/**
 * A new DATA_DIR holding a copy of the run's migrated embedded database, as a server that ran
 * before would leave it. Without a seed (a file run on its own project setup), an empty folder:
 * the server then creates the database itself, only slower. First starts on an empty folder stay
 * covered by main.test.ts and the browser journeys' shared server.
 */
export function seededDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const seed = provided('pgliteSeed');
  if (seed) cpSync(path.join(seed, 'pglite'), path.join(dir, 'pglite'), { recursive: true });
  return dir;
}
