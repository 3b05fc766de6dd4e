import type { FastifyReply } from 'fastify';
import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import { requestForLog } from './request-log.ts';

/**
 * The server's one logger: JSON lines on stdout (a benchmark gives another destination), its start-up and
 * shutdown as well as every request's (with their `reqId`). Serializers as Fastify's own, but a request's
 * address without its query string.
 */
export function serverLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    serializers: {
      req: requestForLog,
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
      err: stdSerializers.err,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
