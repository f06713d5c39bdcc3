import { existsSync } from 'node:fs';
import { describe, it, type TestContext } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** Why every test of this suite was skipped: something it needs is not on this machine. */
    skipReason?: string;
  }
}

/**
 * Tests that need something this machine may not have (a PostgreSQL server, Chromium, the
 * reference data beside the repository) run where it is there and, where it is not, are counted as
 * skipped with a one-line reason that the run's report prints (scripts/run-report.ts). A missing
 * part never makes a test pass silently.
 *
 * Each requirement is null when met, else the reason.
 */
export type Missing = string | null;

export const POSTGRES_MISSING: Missing = process.env.TEST_DATABASE_URL
  ? null
  : 'needs PostgreSQL: TEST_DATABASE_URL is not set (CI sets postgres://postgres@127.0.0.1:5432/postgres)';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_MISSING: Missing = existsSync(CHROMIUM_PATH)
  ? null
  : `needs Chromium: nothing at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`;

/** Why tests that compare against the reference unit sheets cannot run, or null when they can. */
export function referenceDataMissing(folder: string): Missing {
  return existsSync(folder) ? null : `needs the reference unit data: nothing at ${folder}`;
}

/** describe(), or where something is missing every test in it skipped with the reason (no hook runs). */
export function describeNeeding(missing: Missing, name: string, body: () => void) {
  describe(name, missing === null ? {} : { skip: true, meta: { skipReason: missing } }, body);
}

/** it(), or where something is missing the test skipped with the reason. */
export function itNeeding(missing: Missing, name: string, fn: (context: TestContext) => unknown, timeout?: number) {
  it(
    name,
    (context) => {
      if (missing !== null) return context.skip(missing);
      return fn(context);
    },
    timeout,
  );
}
