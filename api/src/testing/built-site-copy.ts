import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from '@rental/shared/federation/remote-modules.ts';
import { repoRoot } from '../config.ts';
import { isSiteBuilt, shellDist } from '../site/site-files.ts';

export const siteIsBuilt = isSiteBuilt(repoRoot);

/**
 * The built site in a folder of its own, so a test can edit its remotes.json and deploy versions of a
 * remote without touching the repository's build: the shell's build copied, each remote's versions
 * linked, and the repository's node_modules for the render worker.
 */
export function copyBuiltSite() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'built-site-'));
  fs.cpSync(shellDist(repoRoot), shellDist(root), { recursive: true });
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  for (const { folder } of REMOTES) {
    const dist = path.join(repoRoot, folder, 'dist');
    fs.mkdirSync(path.join(root, folder, 'dist'), { recursive: true });
    for (const version of fs.readdirSync(dist))
      fs.symlinkSync(path.join(dist, version), path.join(root, folder, 'dist', version));
  }
  // The live remotes.json, as a server starts it from the build's (site/initial-remotes-config.ts).
  const remotesFile = path.join(root, 'remotes.json');
  fs.copyFileSync(path.join(shellDist(root), 'remotes.json'), remotesFile);
  const remotes = () =>
    JSON.parse(fs.readFileSync(remotesFile, 'utf8')) as Record<string, Record<string, unknown>>;
  return {
    root,
    remotesFile,
    remotes,
    writeRemotes(content: string) {
      fs.writeFileSync(remotesFile, content);
      const later = new Date(Date.now() + Math.random() * 100_000);
      fs.utimesSync(remotesFile, later, later);
    },
    /**
     * Deploys a copy of a remote's built version under another version; `serverEntry` replaces its
     * server build's entry (a broken one), and null leaves it without one.
     */
    deployCopy(folder: string, from: string, version: string, serverEntry?: string | null) {
      const target = path.join(root, folder, 'dist', version);
      fs.cpSync(path.join(repoRoot, folder, 'dist', from), target, { recursive: true, dereference: true });
      if (serverEntry === null) fs.rmSync(path.join(target, 'ssr'), { recursive: true });
      else if (serverEntry !== undefined)
        fs.writeFileSync(path.join(target, 'ssr', 'server-entry.cjs'), serverEntry);
      return `/remotes/${folder}/${version}/mf-manifest.json`;
    },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

/** What a test reads of a page's HTML. */
export function readPage(html: string) {
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
  const meta = (property: string) =>
    all(new RegExp(`<meta (?:property|name)="${property.replace(':', '\\:')}" content="([^"]*)"`, 'g'));
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    titles: all(/<title>([^<]*)<\/title>/g),
    headings: all(/<h1[^>]*>(.*?)<\/h1>/g).map((heading) => heading.replace(/<[^>]+>/g, '')),
    meta,
    bootstrap: JSON.parse(
      /<script type="application\/json" id="page-bootstrap">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
    ) as {
      hydrationData: { loaderData: Record<string, unknown> };
      remotes: { remote: string; version: string; channel: string }[];
      assets: { integrity?: Record<string, string> };
      health?: { token: string; sampleRate: number };
    } | null,
    scripts: all(/(<script[^>]*>)/g),
  };
}
