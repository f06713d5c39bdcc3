// Adds up Vitest JSON reports and prints the closing line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`${file}: no report (the run stopped before the tests, e.g. at type-check or lint)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed +=
    report.numFailedTests + (report.numFailedTestSuites && !report.numFailedTests ? report.numFailedTestSuites : 0);
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(
    `${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
  );
}
console.log(`${skipped} skipped (tests that need what this run does not have)`);
// The last line is what CI reads: exactly `N passed, N failed`.
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
