import { describe, expect, it, vi } from 'vitest';
import { handleByKind, type FromWorker } from './render-protocol.ts';

describe('handleByKind', () => {
  const handlersFor = () => ({
    ready: vi.fn(),
    page: vi.fn(),
    failed: vi.fn(),
    api: vi.fn(),
    log: vi.fn(),
  });

  it('hands a message to the handler of its kind, and to no other', () => {
    const handlers = handlersFor();
    handleByKind<FromWorker>(handlers)({ kind: 'failed', id: 3, message: 'no page' });
    expect(handlers.failed).toHaveBeenCalledWith({ kind: 'failed', id: 3, message: 'no page' });
    expect(handlers.page).not.toHaveBeenCalled();
  });

  it('leaves to Node the messages its watch mode posts on a worker’s channel', () => {
    const handlers = handlersFor();
    const handle = handleByKind<FromWorker>(handlers) as (message: unknown) => void;
    for (const foreign of [{ 'watch:import': ['file:///a.js'] }, { kind: 'toString' }, null, 'text'])
      expect(() => handle(foreign)).not.toThrow();
    expect(Object.values(handlers).every((handler) => handler.mock.calls.length === 0)).toBe(true);
  });
});
