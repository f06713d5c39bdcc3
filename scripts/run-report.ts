import type { Reporter, TestCase, TestModule } from 'vitest/node';

declare module 'vitest' {
  interface TaskMeta {
    /** expect() calls the test made (scripts/count-assertions.ts). */
    assertions?: number;
  }
}

/** The reason a suite around the test gave for skipping all of it (scripts/test-requirements.ts). */
function suiteSkipReason(test: TestCase): string | undefined {
  for (let parent = test.parent; parent.type === 'suite'; parent = parent.parent) {
    const reason = parent.meta().skipReason;
    if (reason) return reason;
  }
  return undefined;
}

interface ProjectTally {
  files: number;
  tests: number;
  skipped: number;
  assertions: number;
  milliseconds: number;
  /** The project's per-test time limit, and its slowest test against it. */
  limit: number;
  slowest?: { name: string; milliseconds: number };
}

/**
 * Closes every run with what the default reporter leaves out: per project the tests, skips,
 * assertions (expect calls) and time; each project's slowest test against its time limit; every
 * skipped test with its reason; the ten slowest files.
 */
export default class RunReport implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    if (testModules.length === 0) return;
    const projects = new Map<string, ProjectTally>();
    const skips: string[] = [];
    const files: Array<{ name: string; milliseconds: number }> = [];
    const root = process.cwd() + '/';
    for (const module of testModules) {
      const project = module.project.name || 'default';
      const tally = projects.get(project) ?? {
        files: 0,
        tests: 0,
        skipped: 0,
        assertions: 0,
        milliseconds: 0,
        limit: module.project.config.testTimeout,
      };
      projects.set(project, tally);
      const duration = module.diagnostic().duration;
      const name = module.moduleId.replace(root, '');
      tally.files += 1;
      tally.milliseconds += duration;
      files.push({ name: `${project} ${name}`, milliseconds: duration });
      for (const test of module.children.allTests()) {
        const result = test.result();
        tally.tests += 1;
        tally.assertions += test.meta().assertions ?? 0;
        const took = test.diagnostic()?.duration ?? 0;
        if (took > (tally.slowest?.milliseconds ?? -1))
          tally.slowest = { name: `${name} > ${test.name}`, milliseconds: took };
        if (result.state === 'skipped') {
          tally.skipped += 1;
          const note = result.note ?? suiteSkipReason(test) ?? (test.options.mode === 'todo' ? 'to do' : undefined);
          skips.push(`  ${name} > ${test.name}${note ? ` — ${note}` : ''}`);
        }
      }
    }
    const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
    console.log('\nPer project (tests, skipped, assertions, time in files):');
    for (const [name, tally] of [...projects].sort(([a], [b]) => a.localeCompare(b))) {
      console.log(
        `  ${name.padEnd(6)} ${tally.files} files, ${tally.tests} tests, ${tally.skipped} skipped, ${tally.assertions} assertions, ${seconds(tally.milliseconds)}`,
      );
    }
    // Time limits are set per project from these figures, measured under load (npm run test:stress).
    console.log('\nSlowest test per project, against its time limit:');
    for (const [name, tally] of [...projects].sort(([a], [b]) => a.localeCompare(b))) {
      if (!tally.slowest) continue;
      console.log(
        `  ${name.padEnd(6)} ${seconds(tally.slowest.milliseconds)} of ${seconds(tally.limit)}  ${tally.slowest.name}`,
      );
    }
    if (skips.length > 0) {
      console.log(`\nSkipped (${skips.length}):`);
      for (const line of skips) console.log(line);
    }
    console.log('\nSlowest files:');
    for (const file of files.sort((a, b) => b.milliseconds - a.milliseconds).slice(0, 10)) {
      console.log(`  ${seconds(file.milliseconds).padStart(8)}  ${file.name}`);
    }
  }
}
