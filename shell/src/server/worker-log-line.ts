import { formatWithOptions, types } from 'node:util';
import type { WorkerLogLevel, WorkerLogLine } from '@rental/shared/seams/render-protocol.ts';

const isError = (value: unknown): value is Error => types.isNativeError(value) || value instanceof Error;

/**
 * A line for the server's log of what a console call was given: its arguments formatted as the console
 * formats them, on one line, an error by its message; and the first error's name, message and stack.
 */
export function workerLogLine(
  level: WorkerLogLevel,
  args: readonly unknown[],
  requestId: string | undefined,
): WorkerLogLine {
  const error = args.find(isError);
  const message = formatWithOptions(
    { breakLength: Number.POSITIVE_INFINITY },
    ...args.map((arg) => (isError(arg) ? arg.message : arg)),
  );
  return {
    kind: 'log',
    level,
    message,
    ...(requestId === undefined ? {} : { requestId }),
    ...(error ? { error: { name: error.name, message: error.message, stack: error.stack } } : {}),
  };
}
