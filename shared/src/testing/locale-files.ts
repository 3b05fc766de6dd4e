import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../federation/remote-modules.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Every app that carries its own texts: the shell, the console, each remote. */
export const APPS_WITH_TEXTS = ['shell', 'ops', ...REMOTES.map((remote) => remote.folder)];

/** An app's texts in one language, as its locale file holds them. */
export const readLocaleFile = (app: string, language: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, app, 'src/i18n/locales', `${language}.json`), 'utf8'));
