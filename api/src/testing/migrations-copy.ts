import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsDir } from '../config.ts';

/**
 * A copy of the build's migrations folder for a test: `drop` last ones left out of its journal (an older
 * build's), or the last one's SQL `broken`. Removed by `remove`.
 */
export function copyMigrations(options: { drop?: number; broken?: boolean }) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-migrations-'));
  fs.cpSync(migrationsDir, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.length - (options.drop ?? 0));
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  const last = journal.entries.at(-1)!.tag;
  if (options.broken)
    fs.writeFileSync(path.join(folder, `${last}.sql`), 'ALTER TABLE no_such_table ADD x int;');
  return { folder, last, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}
