import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Calls `done` once, when the answer to `request` is sent or its connection is gone: Node says both with
 * the answer's 'close', a tick after its last byte or as its connection closes, so one listener does. A
 * connection that closed before the request's turn came has already said so and will not again: `done`
 * is called at once, and the function answers true.
 */
export function whenResponseEnded(request: FastifyRequest, reply: FastifyReply, done: () => void): boolean {
  if (request.raw.socket?.destroyed) {
    done();
    return true;
  }
  reply.raw.once('close', done);
  return false;
}
