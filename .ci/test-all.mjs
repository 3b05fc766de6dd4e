// The one test command: static checks, the build, then every runner; ends with one line
// "N passed, N failed, N skipped" added up from the runners' own JSON reports. A failed static check
// counts as one failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-tests-'));
let passed = 0;
let failed = 0;
let skipped = 0;

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  // CI has a time budget: each step says what it spent of it.
  console.log(`◀ ${title}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return result.status === 0;
}

for (const [title, args] of [
  ['lint', ['run', 'lint']],
  ['format', ['run', 'format:check']],
  ['typecheck', ['run', 'typecheck']],
]) {
  if (!run(title, 'npm', args)) {
    console.error(`✗ ${title} failed`);
    failed++;
  }
}

// The site is built first: the API's tests render its pages, and the browser journeys run on it.
const built = run('build the site', 'npm', ['run', 'build']);
if (!built) {
  console.error('✗ the site did not build; the tests that need it are skipped');
  failed++;
}

runVitest('unit and API tests (vitest)', ['vitest', 'run'], 'vitest.json');

const e2eSpecs = fs.existsSync('e2e/tests')
  ? fs.readdirSync('e2e/tests').filter((name) => name.endsWith('.spec.ts'))
  : [];
if (built && e2eSpecs.length > 0) {
  if (!run('remote contracts', 'npm', ['run', 'check:contract'])) {
    console.error('✗ a remote does not fit the shell');
    failed++;
  }
  runPlaywright('browser journeys (playwright)', 'e2e/playwright.config.ts', 'playwright.json');
}
// `npm run dev` needs no build: its journeys run whatever the build did.
runPlaywright('the development site (playwright)', 'e2e/playwright.dev.config.ts', 'playwright-dev.json');
// The image copies the build: two of its containers on PostgreSQL, as production runs them.
if (built)
  runVitest(
    'the image (podman)',
    ['vitest', 'run', '--config', 'deploy/image/vitest.config.ts'],
    'image.json',
  );

function runVitest(title, args, reportName) {
  const report = path.join(reports, reportName);
  const succeeded = run(title, 'npx', [
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (fs.existsSync(report)) {
    const results = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += results.numPassedTests;
    skipped += results.numPendingTests + results.numTodoTests;
    // A file that fails to load has no tests to count; count the file as a failure.
    const unloaded = results.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    ).length;
    failed += results.numFailedTests + unloaded;
    failed += runnerFailure(title, succeeded, results.numFailedTests + unloaded);
  } else {
    console.error(`✗ ${title} wrote no report`);
    failed++;
  }
}

/**
 * A runner that ended in failure while none of its tests failed (a server that did not start, a setup
 * that threw) counts as one failure: a run that could not test must never read as a pass.
 */
function runnerFailure(title, succeeded, failedTests) {
  if (succeeded || failedTests > 0) return 0;
  console.error(`✗ ${title} failed before or outside its tests`);
  return 1;
}

function runPlaywright(title, config, reportName) {
  const report = path.join(reports, reportName);
  const succeeded = run(title, 'npx', ['playwright', 'test', '-c', config, '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  if (fs.existsSync(report)) {
    const { stats } = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
    failed += runnerFailure(title, succeeded, stats.unexpected);
  } else {
    console.error(`✗ ${title} wrote no report`);
    failed++;
  }
}

if (process.env.KEEP_TEST_REPORTS) console.log(`The runners' reports are kept in ${reports}`);
else fs.rmSync(reports, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
