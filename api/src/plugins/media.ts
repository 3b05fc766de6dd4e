import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MEDIA_PREFIX } from '../http/api-prefix.ts';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** Images (and later the hero video); `mainImage` and `avatar` hold paths under /api/v1 that land here. */
export const media = fp(async (app: FastifyInstance, options: { mediaDir: string }) => {
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    maxAge: THIRTY_DAYS_MS,
    index: false,
    list: false,
  });
});
