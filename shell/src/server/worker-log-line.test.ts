// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { workerLogLine } from './worker-log-line.ts';

describe("a render worker's log line", () => {
  it('reads as the console would print it, on one line, with the page request it was written for', () => {
    expect(
      workerLogLine('warn', ['Categories could not be loaded:', { status: 0, lines: [1, 2] }], 'r-1'),
    ).toEqual({
      kind: 'log',
      level: 'warn',
      message: 'Categories could not be loaded: { status: 0, lines: [ 1, 2 ] }',
      requestId: 'r-1',
    });
  });

  it('names an error by its message, and carries its name and stack beside it', () => {
    const error = new TypeError('fetch failed');
    const line = workerLogLine('error', ['A region was left to the browser:', error], undefined);
    expect(line.message).toBe('A region was left to the browser: fetch failed');
    expect(line.error).toEqual({ name: 'TypeError', message: 'fetch failed', stack: error.stack });
    expect(line).not.toHaveProperty('requestId');
  });
});
