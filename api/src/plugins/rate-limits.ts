import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { RateLimitSettings } from '../config.ts';
import { ApiError } from '../http/api-error.ts';

interface RateLimitsOptions {
  limits: RateLimitSettings | false;
  /** Shared counters for several API instances; in memory when absent. */
  redis?: Redis;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The limit the public forms declare in their route config; undefined when limits are off. */
    formRateLimit: { max: number; timeWindow: number } | undefined;
  }
}

/**
 * Per-client limits, 429 with Retry-After, counted in Redis when configured: the public forms' (which a
 * test may turn off) and the routes' own, such as the operators' sign-in, which are always on.
 */
export const rateLimits = fp(async (app: FastifyInstance, { limits: options, redis }: RateLimitsOptions) => {
  app.decorate(
    'formRateLimit',
    options ? { max: options.max, timeWindow: options.windowSeconds * 1000 } : undefined,
  );
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'doral-rentals:rate:',
    skipOnError: false,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });
});

/** The 429 of every limit, saying when to try again; the limit's hook sets Retry-After itself. */
export function tooManyRequests(ttlMs: number, headers?: Record<string, string>): ApiError {
  return new ApiError(
    429,
    'too_many_requests',
    `Too many requests. Please try again in ${Math.ceil(ttlMs / 1000)} seconds.`,
    undefined,
    headers,
  );
}
