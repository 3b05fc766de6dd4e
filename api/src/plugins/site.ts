import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REMOTE_FOLDERS = ['mf-catalogue', 'mf-cart-quote', 'mf-content'] as const;

export interface SiteOptions {
  /** The repository root: the shell's build is in `shell/dist`, each remote's in `<folder>/dist/<version>`. */
  root: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|map)$|\/assets\//;
const MUTABLE_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'mf-stats.json']);

export const shellDist = (root: string) => path.join(root, 'shell', 'dist');
export const isSiteBuilt = (root: string) => fs.existsSync(path.join(shellDist(root), 'index.html'));

/**
 * Serves the built site on the API's origin (DESIGN §1): the shell at `/` (any other page address gets
 * its index.html), each remote's versioned folders under `/remotes/<folder>/`. Versioned and hashed files
 * are immutable; index.html, remotes.json and manifests are revalidated on every use. Remotes answer
 * CORS so they can also be loaded from another origin.
 */
export const site = fp(async (app: FastifyInstance, options: SiteOptions) => {
  await app.register(fastifyStatic, {
    root: shellDist(options.root),
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    setHeaders(res, filePath) {
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
  for (const folder of REMOTE_FOLDERS) {
    await app.register(fastifyStatic, {
      root: path.join(options.root, folder, 'dist'),
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        res.header('Access-Control-Allow-Origin', '*');
        res.header('Cache-Control', MUTABLE_FILES.has(path.basename(filePath)) ? REVALIDATE : IMMUTABLE);
      },
    });
  }
});

/** Page addresses (not files, not the API) are the single-page app's: answer them with the shell. */
export const isPageRequest = (method: string, url: string) =>
  (method === 'GET' || method === 'HEAD') &&
  !url.startsWith('/api/') &&
  !url.startsWith('/remotes/') &&
  !path.extname(url.split('?')[0] ?? '');
