import fs from 'node:fs';
import path from 'node:path';

/** The repository's root: every app folder and `node_modules` are found from it. */
export const repoRoot = path.resolve(import.meta.dirname, '..');

export const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
