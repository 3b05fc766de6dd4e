import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSubmitGuard } from './use-submit-guard.ts';

const deferred = () => {
  let settle: (value: string) => void = () => undefined;
  const promise = new Promise<string>((resolve) => (settle = resolve));
  return { promise, settle };
};

describe('the submit guard of a public form', () => {
  it('drops a submission started while another runs, and lets the next one through once it settled', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    const first = deferred();
    let started = 0;
    const submission = () => {
      started += 1;
      return first.promise;
    };
    const running = result.current(submission);
    await expect(result.current(submission)).resolves.toBeUndefined();
    expect(started).toBe(1);
    first.settle('sent');
    await expect(running).resolves.toBe('sent');
    await expect(result.current(async () => 'again')).resolves.toBe('again');
  });

  it('lets the next submission through after one that failed', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    await expect(result.current(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    await expect(result.current(async () => 'sent')).resolves.toBe('sent');
  });
});
