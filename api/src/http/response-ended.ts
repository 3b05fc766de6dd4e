import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Calls `done` once, when the answer to `request` is sent or its connection is gone. A connection that
 * closed before the request's turn came has already said so and will not again: `done` is called at
 * once, and the function answers true.
 */
export function whenResponseEnded(request: FastifyRequest, reply: FastifyReply, done: () => void): boolean {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    done();
  };
  if (request.raw.socket?.destroyed) {
    once();
    return true;
  }
  reply.raw.once('close', once);
  reply.raw.once('finish', once);
  return false;
}
