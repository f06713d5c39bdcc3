// Adds up Vitest JSON reports and prints the closing line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
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
  for (const suite of report.testResults ?? []) {
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (suite.status === 'failed' && failedTests.length === 0) {
      failures.push({ name: `${relative(process.cwd(), suite.name)} (the file itself)`, message: suite.message ?? '' });
    }
    for (const test of failedTests) {
      failures.push({ name: `${relative(process.cwd(), suite.name)} > ${test.fullName}`, message: (test.failureMessages ?? []).join('\n') });
    }
  }
  console.log(
    `${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
  );
}
// The failures again, where the tail of a long log still shows them: each test's name and the first
// lines of its error.
if (failures.length > 0) {
  console.log(`Failed (${failures.length}):`);
  for (const { name, message } of failures) {
    console.log(`  ${name}`);
    for (const line of message.split('\n').filter((text) => text.trim() !== '').slice(0, 6)) {
      console.log(`      ${line.slice(0, 300)}`);
    }
  }
}
console.log(`${skipped} skipped (tests that need what this run does not have)`);
// The last line is what CI reads: exactly `N passed, N failed`.
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
