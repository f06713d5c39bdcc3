import { afterEach, expect } from 'vitest';

// Each test's expect() calls go into its metadata, where scripts/run-report.ts adds them up per
// project: the number that shows a faster suite still checks as much as before.
afterEach((context) => {
  context.task.meta.assertions = expect.getState().assertionCalls;
});
