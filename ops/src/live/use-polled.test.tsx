import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../session/session-context.ts';
import { usePolled } from './use-polled.ts';

const INTERVAL = 2000;
const START = Date.parse('2026-11-27T10:00:00.000Z');

type Answer = Response | Error;

/** A server answering each call with the next of `answers`; every call it got, in order. */
function stubServer(...answers: Answer[]) {
  const calls: { url: string; ifNoneMatch: string | null }[] = [];
  const fetch = vi.fn((url: string, init: RequestInit = {}) => {
    calls.push({ url, ifNoneMatch: new Headers(init.headers).get('If-None-Match') });
    const answer = answers.shift();
    if (!answer) throw new Error(`no answer left for call ${calls.length} to ${url}`);
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
  vi.stubGlobal('fetch', fetch);
  return { calls };
}

const ok = (data: unknown, etag?: string) =>
  new Response(JSON.stringify({ status: 1, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...(etag ? { ETag: etag } : {}) },
  });
const notModified = () => new Response(null, { status: 304 });
const refused = (status: number, error: string) =>
  new Response(JSON.stringify({ status: 0, error, message: error }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function poll() {
  const lost = vi.fn();
  const value = { session: { operator: 'Ana', expiresAt: '2026-11-28T00:00:00.000Z' }, lost };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
  );
  const hook = renderHook(() => usePolled<{ version: string }>('/ops/overview', INTERVAL), { wrapper });
  return { lost, hook };
}

/** Moves the clock on by `ms`, letting every answer due by then arrive and render. */
const after = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('usePolled', () => {
  it('gives the first answer’s data, asked for without a condition', async () => {
    const { calls } = stubServer(ok({ version: '1.1.0' }, '"r1"'));
    const { hook } = poll();
    expect(hook.result.current.data).toBeUndefined();
    await after(0);
    expect(hook.result.current).toMatchObject({
      data: { version: '1.1.0' },
      failed: false,
      updatedAt: START,
    });
    expect(calls).toEqual([{ url: '/api/v1/ops/overview', ifNoneMatch: null }]);
  });

  it('asks again every interval with the ETag it holds, and keeps its data on a 304', async () => {
    const { calls } = stubServer(
      ok({ version: '1.1.0' }, '"r1"'),
      notModified(),
      ok({ version: '1.2.0' }, '"r2"'),
      notModified(),
    );
    const { hook } = poll();
    await after(0);
    await after(INTERVAL - 1);
    expect(calls).toHaveLength(1);
    await after(1);
    expect(calls[1]).toEqual({ url: '/api/v1/ops/overview', ifNoneMatch: '"r1"' });
    // Unchanged, but confirmed now: the console says it is live as of this answer.
    expect(hook.result.current).toMatchObject({
      data: { version: '1.1.0' },
      failed: false,
      updatedAt: START + INTERVAL,
    });
    await after(INTERVAL);
    expect(hook.result.current.data).toEqual({ version: '1.2.0' });
    await after(INTERVAL);
    expect(calls[3]).toEqual({ url: '/api/v1/ops/overview', ifNoneMatch: '"r2"' });
    expect(hook.result.current.data).toEqual({ version: '1.2.0' });
  });

  it('hands over to the sign-in on a 401, and stops asking', async () => {
    const { calls } = stubServer(ok({ version: '1.1.0' }, '"r1"'), refused(401, 'unauthorized'));
    const { hook, lost } = poll();
    await after(0);
    expect(lost).not.toHaveBeenCalled();
    await after(INTERVAL);
    expect(lost).toHaveBeenCalledTimes(1);
    expect(hook.result.current.failed).toBe(false);
    await after(INTERVAL * 3);
    expect(calls).toHaveLength(2);
  });

  it('marks the data stale when the server stops answering, keeps it, and recovers', async () => {
    stubServer(
      ok({ version: '1.1.0' }, '"r1"'),
      new TypeError('Failed to fetch'),
      refused(503, 'service_unavailable'),
      notModified(),
    );
    const { hook, lost } = poll();
    await after(0);
    await after(INTERVAL);
    expect(hook.result.current).toMatchObject({ data: { version: '1.1.0' }, failed: true, updatedAt: START });
    await after(INTERVAL);
    expect(hook.result.current).toMatchObject({ data: { version: '1.1.0' }, failed: true, updatedAt: START });
    await after(INTERVAL);
    expect(hook.result.current).toMatchObject({
      data: { version: '1.1.0' },
      failed: false,
      updatedAt: START + 3 * INTERVAL,
    });
    expect(lost).not.toHaveBeenCalled();
  });

  it('asks at once when refreshed, without waiting for the interval', async () => {
    const { calls } = stubServer(ok({ version: '1.1.0' }, '"r1"'), ok({ version: '1.2.0' }, '"r2"'));
    const { hook } = poll();
    await after(0);
    act(() => hook.result.current.refresh());
    await after(0);
    expect(calls).toHaveLength(2);
    expect(hook.result.current.data).toEqual({ version: '1.2.0' });
  });
});
