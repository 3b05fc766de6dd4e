import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REMOTES } from '@rental/shared/federation/remote-modules.ts';
import { FOLDER_STORE_PUBLIC_PATH } from '@rental/shared/releases/stores/open-release-store.ts';
import { renderWorkerFile, SHELL_SERVER_FOLDER } from '@rental/shared/seams/render-worker-file.ts';

interface SiteFilesOptions {
  /** The repository root: the shell's build is in `shell/dist`, each remote's in `<folder>/dist/<version>`. */
  root: string;
  /** A folder release store, served under `/releases/` (docs/decisions/024). */
  releaseFolder?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|map)$|\/assets\//;
/** The build writes a brotli and a gzip copy beside each text file; headers follow the original's name. */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;
const originalPath = (filePath: string) => filePath.replace(PRECOMPRESSED_SUFFIX, '');
const MUTABLE_FILES = new Set(['client-assets.json', 'remotes.json', 'mf-manifest.json', 'mf-stats.json']);

/** The rollout history and the files of a change being written are the operators' (docs/decisions/016). */
const ROLLOUT_FILES = /\.(jsonl|lock|tmp)$/;

export const shellDist = (root: string) => path.join(root, 'shell', 'dist');
export const isSiteBuilt = (root: string | undefined): root is string =>
  root !== undefined &&
  fs.existsSync(path.join(shellDist(root), 'client-assets.json')) &&
  fs.existsSync(renderWorkerFile(shellDist(root)));

/**
 * Serves the built site on the API's origin (docs/architecture.md#shape): the shell at `/` (any other page address gets
 * its index.html), each remote's versioned folders under `/remotes/<folder>/`. Versioned and hashed files
 * are immutable; index.html, remotes.json and manifests are revalidated on every use. Remotes answer
 * CORS so they can also be loaded from another origin.
 */
export const siteFiles = fp(async (app: FastifyInstance, options: SiteFilesOptions) => {
  await app.register(fastifyStatic, {
    root: shellDist(options.root),
    prefix: '/',
    wildcard: true,
    index: false,
    // The render worker is the server's own code, not the site's. A page address goes straight to the
    // renderer (the not-found handler) without a look on disk for its precompressed forms.
    allowedPath: (pathName) =>
      !pathName.startsWith(`/${SHELL_SERVER_FOLDER}/`) &&
      !ROLLOUT_FILES.test(pathName) &&
      path.extname(pathName) !== '',
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, compressedPath) {
      const filePath = originalPath(compressedPath);
      const name = path.basename(filePath);
      res.header(
        'Cache-Control',
        MUTABLE_FILES.has(name)
          ? REVALIDATE
          : HASHED_FILE.test(filePath)
            ? IMMUTABLE
            : 'public, max-age=3600',
      );
    },
  });
  for (const { folder } of REMOTES) {
    await app.register(fastifyStatic, {
      root: path.join(options.root, folder, 'dist'),
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      index: false,
      // Each version's server build (`<version>/ssr/`) runs in the server alone.
      allowedPath: (pathName) => !/^\/[^/]+\/ssr\//.test(pathName),
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, compressedPath) {
        res.header('Access-Control-Allow-Origin', '*');
        res.header(
          'Cache-Control',
          MUTABLE_FILES.has(path.basename(originalPath(compressedPath))) ? REVALIDATE : IMMUTABLE,
        );
      },
    });
  }
  if (options.releaseFolder) {
    fs.mkdirSync(options.releaseFolder, { recursive: true });
    await app.register(fastifyStatic, {
      root: options.releaseFolder,
      prefix: FOLDER_STORE_PUBLIC_PATH,
      decorateReply: false,
      index: false,
      // A release's server build (`<remote>/<version>/ssr/`) runs in the servers alone; files being
      // published are not served until they are whole.
      allowedPath: (pathName) => !/^\/[^/]+\/[^/]+\/ssr\//.test(pathName) && !pathName.endsWith('.part'),
      cacheControl: false,
      preCompressed: true,
      setHeaders(res) {
        res.header('Access-Control-Allow-Origin', '*');
        // A release never changes: even its manifests are immutable.
        res.header('Cache-Control', IMMUTABLE);
      },
    });
  }
});

/** Page addresses (not files, not the API) are rendered by the shell. */
export const isPageRequest = (method: string, url: string) =>
  (method === 'GET' || method === 'HEAD') &&
  !url.startsWith('/api/') &&
  !url.startsWith('/remotes/') &&
  !url.startsWith(FOLDER_STORE_PUBLIC_PATH) &&
  !path.extname(url.split('?')[0] ?? '');
