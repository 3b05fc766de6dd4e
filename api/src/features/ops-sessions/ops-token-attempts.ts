import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sameSecret } from '../../http/same-secret.ts';
import { tooManyRequests } from '../../plugins/rate-limits.ts';

/** Wrong operators' tokens one client may give per quarter of an hour, at sign-in and in headers alike. */
export const OPS_TOKEN_TRIES = 10;
export const OPS_TOKEN_TRIES_WINDOW_MS = 15 * 60 * 1000;

export interface OpsTokenAttempts {
  /**
   * Whether `given` is the operators' token. A wrong one counts against its client; once a client has
   * given too many, every token it gives, right or wrong, is answered 429 until the window ends, so the
   * answer tells a guesser nothing more.
   */
  isOpsToken(request: FastifyRequest, given: string, opsToken: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    opsTokenAttempts: OpsTokenAttempts;
  }
}

/**
 * One count of wrong operators' tokens per client (docs/decisions/025), kept by the rate-limit plugin's
 * store: in Redis when configured, so every instance shares it. Only wrong tokens count, so the command
 * and the console are never slowed by their own right ones, and a client is known by the address
 * TRUST_PROXY lets through, so another client's guesses never block it.
 */
export const opsTokenAttempts = fp(
  async (app: FastifyInstance) => {
    const limit = app.createRateLimit({
      max: OPS_TOKEN_TRIES,
      timeWindow: OPS_TOKEN_TRIES_WINDOW_MS,
      keyGenerator: (request) => `ops-token:${normalizeIP(request.ip)}`,
    });
    const refuse = (ttlMs: number) =>
      tooManyRequests(ttlMs, { 'Retry-After': String(Math.max(1, Math.ceil(ttlMs / 1000))) });

    app.decorate('opsTokenAttempts', {
      async isOpsToken(request, given, opsToken) {
        if (sameSecret(given, opsToken)) {
          const status = await limit(request, { increment: false });
          if (!status.isAllowed && status.remaining === 0) throw refuse(status.ttl);
          return true;
        }
        // Counted before answering, in one step in the store: guesses sent at once cannot all slip under.
        const counted = await limit(request);
        if (!counted.isAllowed && counted.isExceeded) throw refuse(counted.ttl);
        return false;
      },
    } satisfies OpsTokenAttempts);
  },
  { name: 'ops-token-attempts', dependencies: ['@fastify/rate-limit'] },
);
