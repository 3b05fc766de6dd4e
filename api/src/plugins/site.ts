import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchPageRoute } from '@rental/shared/federation/page-routes.ts';
import { cookieMemory, detectLanguage } from '@rental/shared/i18n/language-choice.ts';
import { firstScreenReader } from './first-screen.ts';
import { pageHintsReader } from './page-hints.ts';
import { pageContentReader, type CataloguePictures } from './page-content.ts';
import { remoteBuildsReader } from './remote-builds.ts';
import { changedFileReader } from '../http/changed-file-reader.ts';

export const REMOTE_FOLDERS = ['mf-catalogue', 'mf-cart-quote', 'mf-content'] as const;

export interface SiteOptions {
  /** The repository root: the shell's build is in `shell/dist`, each remote's in `<folder>/dist/<version>`. */
  root: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|map)$|\/assets\//;
/** The build writes a brotli and a gzip copy beside each text file; headers follow the original's name. */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;
const originalPath = (filePath: string) => filePath.replace(PRECOMPRESSED_SUFFIX, '');
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
    index: false,
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
  for (const folder of REMOTE_FOLDERS) {
    await app.register(fastifyStatic, {
      root: path.join(options.root, folder, 'dist'),
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      index: false,
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
});

/**
 * Answers a page address with the shell's index.html, plus the preload hints of that page and its
 * server-written first screen (issue 8), in the language the app will show (`?lang=`, then the cookie
 * that mirrors the remembered choice), which also becomes `<html lang>`. The page is small and changes
 * with each build and with that cookie, so it is revalidated every time and compressed on the way out.
 */
export function pageResponder(root: string, mediaDir: string, pictures: CataloguePictures) {
  const indexFile = path.join(shellDist(root), 'index.html');
  const builds = remoteBuildsReader(root, shellDist(root));
  const firstScreenFor = firstScreenReader(mediaDir, builds);
  const hintsFor = pageHintsReader(builds);
  const contentOf = pageContentReader(pictures);
  const readTemplate = changedFileReader((html) => ({ html }));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const template = readTemplate(indexFile);
    if (!template) throw new Error(`${indexFile} cannot be read`);
    const url = new URL(request.url, 'http://site');
    const route = matchPageRoute(url.pathname);
    const content = route ? await contentOf(route, url) : undefined;
    const hints = route ? hintsFor(route, content).join('') : '';
    const language = detectLanguage(url.search, cookieMemory(request.headers.cookie));
    return reply
      .header('Cache-Control', REVALIDATE)
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(
        template.html
          .replace('<html lang="en">', `<html lang="${language}">`)
          .replace('</head>', `${hints}</head>`)
          .replace('<div id="root">', `${firstScreenFor(route, content, language)}<div id="root">`),
      );
  };
}

/** Page addresses (not files, not the API) are the single-page app's: answer them with the shell. */
export const isPageRequest = (method: string, url: string) =>
  (method === 'GET' || method === 'HEAD') &&
  !url.startsWith('/api/') &&
  !url.startsWith('/remotes/') &&
  !path.extname(url.split('?')[0] ?? '');
