import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repositoryRoot } from './testing/cited-paths.ts';

/*
 * No production file is longer than 250 lines (docs/architecture.md#house-style): past that, a file holds
 * more than one concern, and is split where they part.
 */

const MAX_LINES = 250;
const PRODUCTION_SOURCE = /\.(ts|tsx|js|mjs|css)$/;

/** What is not production code, each with the reason the limit does not hold there. */
const NOT_PRODUCTION: { rule: RegExp; why: string }[] = [
  { rule: /\.test\.[^/]+$|\.test-support\.ts$|(^|\/)testing\/|^e2e\//, why: 'tests and their helpers' },
  { rule: /(^|\/)bench\/|\.bench\.ts$/, why: 'benchmarks' },
  { rule: /(^|\/)data\//, why: 'data' },
  // A data table (every country's name and dialling code), whatever its length: it is read, not written.
  { rule: /^shared\/src\/countries\/countries\.ts$/, why: 'data' },
  { rule: /(^|\/)(drizzle|migrations)\/|(^|\/)dist\//, why: 'generated code: migrations, built output' },
];

/** The repository's files as git lists them, untracked ones too unless git ignores them. */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // A file deleted in the working tree stays listed until the deletion is committed.
  return listed
    .split('\0')
    .filter(
      (file) => file && fs.statSync(path.join(repositoryRoot, file), { throwIfNoEntry: false })?.isFile(),
    );
}

const productionFiles = repositoryFiles().filter(
  (file) => PRODUCTION_SOURCE.test(file) && !NOT_PRODUCTION.some(({ rule }) => rule.test(file)),
);

const lineCount = (file: string) =>
  fs.readFileSync(path.join(repositoryRoot, file), 'utf8').replace(/\n$/, '').split('\n').length;

it('finds the production files', () => {
  expect(productionFiles).toContain('shell/src/layout/header/header.tsx');
  expect(productionFiles).not.toContain('shared/src/countries/countries.ts');
});

it(`keeps every production file within ${MAX_LINES} lines`, () => {
  const tooLong = productionFiles
    .map((file) => ({ file, lines: lineCount(file) }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  expect(tooLong).toEqual([]);
});
