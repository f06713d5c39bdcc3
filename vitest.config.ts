import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const ci = Boolean(process.env.CI);
/**
 * Test files at once. Vitest's default (one fewer than the cores) runs everything one file at a
 * time on a 2-core machine, while most API and browser tests wait on sockets, child processes and
 * the database rather than on the CPU: one more worker than there are cores keeps both busy.
 * TEST_WORKERS overrides it (1 runs file by file, to tell a slow test from a crowded machine).
 */
const workers = Number(process.env.TEST_WORKERS) || availableParallelism() + 1;
const countAssertions = 'scripts/count-assertions.ts';

export default defineConfig({
  test: {
    maxWorkers: workers,
    reporters: ci
      ? [
          'default',
          './scripts/run-report.ts',
          ['json', { outputFile: process.env.VITEST_JSON ?? 'test-results/vitest.json' }],
        ]
      : ['default', './scripts/run-report.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Files share a worker's loaded modules instead of importing them afresh (decision 0028).
          isolate: false,
          // Property tests run hundreds of cases: the slowest took 4.4 s under npm run test:stress,
          // against Vitest's 5 s default (decision 0028).
          testTimeout: 15_000,
          include: [
            'src/domain/**/*.test.ts',
            'src/data/**/*.test.ts',
            'src/contracts/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test/*.test.ts',
          ],
          setupFiles: [countAssertions],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          isolate: false,
          include: ['src/server/**/*.test.ts', 'test/server/**/*.test.ts'],
          globalSetup: ['test/server/global-setup.ts'],
          setupFiles: [countAssertions],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          environment: 'jsdom',
          // The setup file puts back what a test may change (storage, cookies, language, timers).
          isolate: false,
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: [countAssertions, 'test/web/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: [countAssertions],
          // The longest journeys (every admin page in both layouts, each checked by axe) take
          // 45–61 s when the shared 2-core machine is saturated: a limit that only a hung journey
          // reaches. The run report prints each project's slowest test against it.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // What a journey polls for (the address after a navigation, a count after a search) can
          // take seconds on a saturated machine; a poll that passes returns as soon as it does.
          expect: { poll: { timeout: 10_000 } },
          // After the other projects (their own group), two journeys at a time (decision 0028).
          sequence: { groupOrder: 1 },
          maxWorkers: Number(process.env.E2E_WORKERS) || 2,
        },
      },
    ],
  },
});
