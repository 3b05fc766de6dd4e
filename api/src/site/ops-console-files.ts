import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Where the console's build is, under the site's root (docs/decisions/025). */
export const OPS_PATH = '/ops';
export const opsDist = (root: string) => path.join(root, 'ops', 'dist');
export const isOpsConsoleBuilt = (root: string | undefined): root is string =>
  root !== undefined && fs.existsSync(path.join(opsDist(root), 'index.html'));

/**
 * The operators' console on the site's origin (docs/decisions/025): its hashed files under /ops/assets/,
 * immutable, and its one page for every other /ops address. The page carries nothing secret: without a
 * session it shows the sign-in, and every figure comes from the operators' API, which checks the session.
 * It is never cached (a signed-out operator's back button must not show a console) nor indexed.
 */
export const opsConsoleFiles = fp(async (app: FastifyInstance, options: { root: string }) => {
  const dist = opsDist(options.root);
  await app.register(fastifyStatic, {
    root: path.join(dist, 'assets'),
    prefix: `${OPS_PATH}/assets/`,
    decorateReply: false,
    index: false,
    // Source maps stay on the server: the console's code is nobody else's business.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    cacheControl: false,
    preCompressed: true,
    setHeaders(res) {
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
      res.header('X-Robots-Tag', 'noindex, nofollow');
    },
  });
  const page = fs.readFileSync(path.join(dist, 'index.html'));
  const sendPage = (_: unknown, reply: FastifyReply) =>
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .send(page);
  app.get(OPS_PATH, sendPage);
  app.get(`${OPS_PATH}/*`, sendPage);
});
