import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { REMOTES } from '@rental/shared/federation/remote-modules.ts';
import { repoRoot } from './repository.ts';

/*
 * The public pages load nothing of the operators' console: their scripts and styles are the same files,
 * within 1 KB in all, whether `ops/` is in the repository or not (docs/decisions/025-operators-console.md).
 *
 * Both builds are made in one copy of the working tree, at one path: first as the repository is, then
 * without `ops/`. The repository's own build cannot be one side of the comparison: chunk and module ids
 * are hashes that take in absolute paths (the federation runtime's, each shared module's), so the very
 * same sources built in another folder name their chunks differently.
 */

const CONSOLE = 'ops';
const TOLERANCE_BYTES = 1024;
const PUBLIC_APPS = ['shell', ...REMOTES.map((remote) => remote.folder)];
/** What a page can load: not source maps, not the brotli and gzip copies of the same files. */
const LOADABLE = /\.(js|css)$/;
/** Inside an app's `dist/`: the shell's and the remotes' server builds, which run in the server only. */
const SERVER_BUILD = /^(server|[^/]+\/ssr)\//;
const CONTENT_HASH = /\.([0-9a-f]{8})\.(js|css)$/;

const execFileAsync = promisify(execFile);

interface BuiltFile {
  size: number;
  hash: string | undefined;
}

it('the public pages load the same scripts and styles with the console built and without it', async () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'public-scripts-'));
  try {
    copyWorkingTree(copy);
    linkInstalledPackages(copy);
    linkWorkspacesPackages(copy);
    await build(copy, `with ${CONSOLE}/`);
    const withConsole = publicFiles(copy);

    removeConsole(copy);
    await build(copy, `without ${CONSOLE}/ (does a public app import it?)`);
    const withoutConsole = publicFiles(copy);

    // Two empty listings would compare equal: each public app must have built its scripts.
    for (const app of PUBLIC_APPS) {
      const built = [...withoutConsole.keys()].some(
        (file) => file.startsWith(`${app}/`) && file.endsWith('.js'),
      );
      expect(built, `${app} built no script`).toBe(true);
    }
    const { failed, table } = compare(withConsole, withoutConsole);
    if (table && !failed) console.warn(table);
    expect(failed, table).toBe(false);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}, 300_000);

/**
 * The working tree's files, untracked ones too (unless git ignores them): `npm run build` in the
 * repository builds them, a console still being written among them.
 */
function copyWorkingTree(target: string) {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of listed.split('\0').filter(Boolean)) {
    const from = path.join(repoRoot, file);
    // A file deleted in the working tree stays listed until the deletion is committed.
    if (!fs.statSync(from, { throwIfNoEntry: false })?.isFile()) continue;
    const to = path.join(target, file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
}

/** The folder of the repository a link in node_modules leads to, if it is a workspace's link. */
function workspaceOf(link: string): string | undefined {
  if (!fs.lstatSync(link).isSymbolicLink()) return undefined;
  const inRepository = path.relative(repoRoot, path.resolve(path.dirname(link), fs.readlinkSync(link)));
  const [folder] = inRepository.split(path.sep);
  return !folder || folder === '..' || path.isAbsolute(inRepository) || folder === 'node_modules'
    ? undefined
    : folder;
}

/**
 * The installed packages are the repository's, linked, but the workspaces' links lead into the copy: the
 * apps build the copy's `shared`, and without `ops/` a public app that imports the console by its package
 * name fails to build instead of quietly reading the repository's.
 */
function linkInstalledPackages(root: string, leftOut?: string) {
  const installed = path.join(repoRoot, 'node_modules');
  const mirror = (from: string, to: string) => {
    fs.mkdirSync(to);
    for (const entry of fs.readdirSync(from)) {
      const source = path.join(from, entry);
      const workspace = workspaceOf(source);
      if (workspace && workspace === leftOut) continue;
      if (workspace) {
        fs.symlinkSync(path.relative(to, path.join(root, workspace)), path.join(to, entry));
      } else if (from === installed && entry.startsWith('@') && holdsWorkspaceLinks(source)) {
        mirror(source, path.join(to, entry));
      } else {
        fs.symlinkSync(source, path.join(to, entry));
      }
    }
  };
  mirror(installed, path.join(root, 'node_modules'));
}

const holdsWorkspaceLinks = (scope: string) =>
  fs.readdirSync(scope).some((entry) => workspaceOf(path.join(scope, entry)) !== undefined);

/** A workspace whose dependencies npm could not hoist has its own node_modules. */
function linkWorkspacesPackages(root: string) {
  for (const folder of fs.readdirSync(root)) {
    const own = path.join(repoRoot, folder, 'node_modules');
    if (folder !== 'node_modules' && fs.existsSync(own))
      fs.symlinkSync(own, path.join(root, folder, 'node_modules'));
  }
}

/** The copy as it would be had the console never been added: no folder, no workspace, no package link. */
function removeConsole(root: string) {
  fs.rmSync(path.join(root, CONSOLE), { recursive: true, force: true });
  const packageFile = path.join(root, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(packageFile, 'utf8')) as { workspaces: string[] };
  pkg.workspaces = pkg.workspaces.filter((pattern) => pattern.replace(/^\.\/|\/$/g, '') !== CONSOLE);
  fs.writeFileSync(packageFile, `${JSON.stringify(pkg, null, 2)}\n`);
  // Links only: removing them leaves the repository's packages alone.
  fs.rmSync(path.join(root, 'node_modules'), { recursive: true });
  linkInstalledPackages(root, CONSOLE);
  for (const app of PUBLIC_APPS) fs.rmSync(path.join(root, app, 'dist'), { recursive: true, force: true });
}

/**
 * `npm run build`, as the test suite runs it before the tests (.ci/test-all.mjs). Not with the test
 * runner's variables: NODE_ENV=test, or npm's own from the command that started the tests (a `-w`
 * among them), would build something else.
 */
async function build(root: string, label: string) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        name !== 'NODE_ENV' && name !== 'INIT_CWD' && !name.startsWith('VITEST') && !name.startsWith('npm_'),
    ),
  );
  try {
    await execFileAsync('npm', ['run', 'build'], { cwd: root, env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    const output = `${stdout}\n${stderr}`
      .split('\n')
      .filter((line) => line.trim() && !/DeprecationWarning|--trace-deprecation|^<w>/.test(line))
      .slice(-40)
      .join('\n');
    throw new Error(`The site did not build ${label}:\n${output}`);
  }
}

/** The public pages' loadable files, by path with the content hash left out, so a size change reads as one. */
function publicFiles(root: string) {
  const files = new Map<string, BuiltFile>();
  for (const app of PUBLIC_APPS) {
    const dist = path.join(root, app, 'dist');
    if (!fs.existsSync(dist)) continue;
    for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !LOADABLE.test(entry.name)) continue;
      const inDist = path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (SERVER_BUILD.test(inDist)) continue;
      const hash = CONTENT_HASH.exec(inDist)?.[1];
      files.set(`${app}/dist/${inDist.replace(CONTENT_HASH, '.[contenthash].$2')}`, {
        size: fs.statSync(path.join(dist, inDist)).size,
        hash,
      });
    }
  }
  return files;
}

function compare(withConsole: Map<string, BuiltFile>, withoutConsole: Map<string, BuiltFile>) {
  const rows: string[][] = [];
  let sizeWith = 0;
  let sizeWithout = 0;
  let listsDiffer = false;
  for (const name of [...new Set([...withConsole.keys(), ...withoutConsole.keys()])].sort()) {
    const a = withConsole.get(name);
    const b = withoutConsole.get(name);
    sizeWith += a?.size ?? 0;
    sizeWithout += b?.size ?? 0;
    if (!a || !b) listsDiffer = true;
    else if (a.size === b.size && a.hash === b.hash) continue;
    const difference = !b
      ? `extra with ${CONSOLE}/`
      : !a
        ? `missing with ${CONSOLE}/`
        : a.size === b.size
          ? 'same size, other content'
          : `size changed: ${signed(a.size - b.size)}`;
    rows.push([name, bytes(a?.size), bytes(b?.size), difference]);
  }
  const total = sizeWith - sizeWithout;
  const failed = listsDiffer || Math.abs(total) > TOLERANCE_BYTES;
  if (rows.length === 0) return { failed, table: '' };
  rows.push([
    'total',
    bytes(sizeWith),
    bytes(sizeWithout),
    `${signed(total)} (at most ±${TOLERANCE_BYTES} allowed)`,
  ]);
  const header = ['public file', `with ${CONSOLE}/`, `without ${CONSOLE}/`, 'difference'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 1 || column === 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ');
  return {
    failed,
    table: [
      `The public pages' scripts and styles differ with the console built (${rows.length - 1} files):`,
      line(header),
      ...rows.map(line),
    ].join('\n'),
  };
}

const bytes = (size: number | undefined) => (size === undefined ? '—' : `${size} B`);
const signed = (size: number) => `${size > 0 ? '+' : ''}${size} B`;
