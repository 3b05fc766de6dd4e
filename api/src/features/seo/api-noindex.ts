import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, MEDIA_PREFIX } from '../../http/api-prefix.ts';

/**
 * robots.txt lets crawlers fetch the API, because pages render from it; this keeps its JSON and its
 * documentation out of search results. Media stay indexable: the catalogue's pictures may be found
 * in image search.
 */
export const apiNoindex = fp(async (app: FastifyInstance) => {
  const api = `${API_PREFIX}/`;
  // Known from the address alone: set as the request arrives, no hook when the answer is sent.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith(api) && !request.url.startsWith(MEDIA_PREFIX))
      reply.header('X-Robots-Tag', 'noindex');
    done();
  });
});
