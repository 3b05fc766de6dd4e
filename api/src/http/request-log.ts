import type { FastifyRequest } from 'fastify';

/**
 * What a log line says of a request: its path without the query string. Whatever someone puts in an
 * address, an operators' token pasted there included (docs/decisions/025), never reaches the logs.
 */
export function requestForLog(request: FastifyRequest) {
  const query = request.url.indexOf('?');
  return {
    method: request.method,
    url: query === -1 ? request.url : request.url.slice(0, query),
    remoteAddress: request.ip,
  };
}
