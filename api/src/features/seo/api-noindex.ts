import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, MEDIA_PREFIX } from '../../http/api-prefix.ts';

/**
 * robots.txt lets crawlers fetch the API, because pages render from it; this keeps its JSON and its
 * documentation out of search results. Media stay indexable: the catalogue's pictures may be found
 * in image search.
 */
export const apiNoindex = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${API_PREFIX}/`) && !request.url.startsWith(MEDIA_PREFIX))
      reply.header('X-Robots-Tag', 'noindex');
  });
});
