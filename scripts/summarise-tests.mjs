// Prints one closing line over every vitest JSON report: "tests: N passed, N failed, N skipped".
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    // A file that fails to load has no test results of its own: count it once as a failure.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
    ).length;
    failed += (report.numFailedTests ?? 0) + brokenFiles;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } catch {
    console.error(`no report in ${file}`);
    failed += 1;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
