import type { FastifyBaseLogger } from 'fastify';
import type { WorkerLogLine } from '@rental/shared/seams/render-protocol.ts';

/** A render worker's line in the server's log, as a line of the page request it was written for. */
export function writeWorkerLine(log: FastifyBaseLogger, { level, message, requestId, error }: WorkerLogLine) {
  const to = requestId === undefined ? log : log.child({ reqId: requestId });
  // The log names an error by its constructor, which a worker's error lost on its way here; without
  // one, by the name it had.
  const err = error && Object.assign(Object.create(null) as object, error);
  to[level]({ source: 'render-worker', ...(err ? { err } : {}) }, message);
}
