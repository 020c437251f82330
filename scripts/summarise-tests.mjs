// Prints one closing line over every vitest JSON report: "tests: N passed, N failed, N skipped".
// Above it, each failed test (file, name, the first lines of its message), so the tail of a CI log
// says which test failed without the whole run's output.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const file of process.argv.slice(2)) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    for (const result of report.testResults ?? []) {
      const where = relative(process.cwd(), result.name ?? '');
      const assertions = result.assertionResults ?? [];
      // A file that fails to load has no test results of its own: count it once as a failure.
      if (result.status === 'failed' && assertions.length === 0) {
        failed += 1;
        failures.push({ where, name: '(the file did not run)', message: result.message ?? '' });
      }
      for (const assertion of assertions) {
        if (assertion.status !== 'failed') continue;
        failures.push({
          where,
          name: assertion.fullName ?? assertion.title,
          message: (assertion.failureMessages ?? []).join('\n'),
        });
      }
    }
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } catch {
    console.error(`no report in ${file}`);
    failed += 1;
  }
}
for (const failure of failures) {
  const message = failure.message
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 4);
  console.log(`FAILED ${failure.where} > ${failure.name}`);
  for (const line of message) console.log(`    ${line.slice(0, 300)}`);
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
