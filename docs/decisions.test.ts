import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { missingCitedPaths, repositoryEntries, repositoryRoot } from './testing/cited-paths.ts';

/*
 * The decision records name the files they are about; code moves, and a record then points at nothing
 * unless it says where the file went ("now at …", docs/architecture.md#decisions). The architecture's
 * index lists every record.
 */

const decisionsFolder = path.join(repositoryRoot, 'docs/decisions');
const records = fs
  .readdirSync(decisionsFolder)
  .filter((name) => name.endsWith('.md'))
  .sort();

it('finds the decision records', () => {
  expect(records.length).toBeGreaterThan(0);
});

it('cites only repository paths that exist, or says where they went', () => {
  const entries = repositoryEntries();
  const missing = records.flatMap((record) =>
    missingCitedPaths(
      `docs/decisions/${record}`,
      fs.readFileSync(path.join(decisionsFolder, record), 'utf8'),
      entries,
    ),
  );
  expect(missing.map(({ file, line, cited }) => `${file}:${line} cites ${cited}`)).toEqual([]);
});

it('lists every record in the index of docs/architecture.md, and no record that is not there', () => {
  const architecture = fs.readFileSync(path.join(repositoryRoot, 'docs/architecture.md'), 'utf8');
  const index = architecture.slice(architecture.indexOf('<a id="decisions"></a>'));
  const listed = [...index.matchAll(/\]\(decisions\/([^)#]+\.md)\)/g)].map((match) => match[1]);
  expect(records.filter((record) => !listed.includes(record))).toEqual([]);
  expect(listed.filter((record) => !records.includes(record ?? ''))).toEqual([]);
});
