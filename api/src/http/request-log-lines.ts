import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request at `info`, written when its answer is sent, with the request, the status and the
 * time taken: what an access log holds. Fastify's own two lines (one on arrival, one on completion) made
 * every request write twice (docs/operations.md#logs). The arrival line stays, at `debug`, for whoever
 * needs to see requests that have not been answered yet.
 */
export class RequestLogLines extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error)
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
