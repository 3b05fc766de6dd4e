import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** One migration of a build, as drizzle-kit writes it (`api/drizzle`) and drizzle records it once applied. */
export interface Migration {
  /** Its file's name without `.sql`, e.g. `0013_release_problem_entries`. */
  tag: string;
  /** The journal's `when`: drizzle's `created_at` for it, and its order. */
  createdAt: number;
  /** The SHA-256 of its file, which drizzle records beside `created_at`. */
  hash: string;
  /** Its statements, split where drizzle-kit marks a breakpoint. */
  statements: string[];
}

interface Journal {
  entries: { tag: string; when: number }[];
}

/** The migrations in `folder`, in the journal's order. A file the journal names and the folder lacks is an error. */
export function readMigrations(folder: string): Migration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries.map(({ tag, when }) => {
    const file = path.join(folder, `${tag}.sql`);
    if (!fs.existsSync(file)) throw new Error(`migration ${tag}: ${file} is missing`);
    const text = fs.readFileSync(file, 'utf8');
    return {
      tag,
      createdAt: when,
      hash: createHash('sha256').update(text).digest('hex'),
      statements: text.split('--> statement-breakpoint'),
    };
  });
}
