import type { WorkerLogLevel, WorkerLogLine } from '@rental/shared/seams/render-protocol.ts';
import { renderedRequestId } from './render-scope.ts';
import { workerLogLine } from './worker-log-line.ts';

const LEVEL_OF_METHOD = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' } as const;

/**
 * Sends what the render worker's code writes to its console, the shell's, the remotes', the shared
 * code's and React's own, to the server's log, as lines of the page being rendered
 * (docs/operations.md#logs): a worker's console would print plain text, apart from the server's JSON
 * lines and from the request they belong to. In the browser the same code keeps its console.
 */
export function consoleToLog(send: (line: WorkerLogLine) => void): void {
  for (const [method, level] of Object.entries(LEVEL_OF_METHOD) as [
    keyof typeof LEVEL_OF_METHOD,
    WorkerLogLevel,
  ][])
    // eslint-disable-next-line no-console -- the one place the worker's console is taken over
    console[method] = (...args: unknown[]) => send(workerLogLine(level, args, renderedRequestId()));
}
