import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteRequestPayload } from '@rental/shared/contracts';
import { submitQuote } from './submit-quote.ts';
import { useQuoteSubmission } from './use-quote-submission.ts';

vi.mock('./submit-quote.ts', () => ({ submitQuote: vi.fn() }));
const submit = vi.mocked(submitQuote);

const payload = (total_days: number, fill_ms: number) =>
  ({ customer_name: 'Ana Pierre', total_days, fill_ms, website: '' }) as QuoteRequestPayload;
const keyOfCall = (n: number) => submit.mock.calls[n]?.[1];

describe('the Idempotency-Key of a submission', () => {
  beforeEach(() => submit.mockReset());

  it('is reused when the same data is sent again after a failure, even though the form was open longer', async () => {
    submit
      .mockResolvedValueOnce({ ok: false, reason: 'connection' })
      .mockResolvedValueOnce({ ok: true, reference: 'Q-AAAAAA' });
    const { result } = renderHook(() => useQuoteSubmission(() => undefined));
    await act(() => result.current.send(payload(3, 5000)));
    await act(() => result.current.send(payload(3, 9000)));
    expect(keyOfCall(0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOfCall(1)).toBe(keyOfCall(0));
    expect(result.current.state).toEqual({ phase: 'succeeded', reference: 'Q-AAAAAA' });
  });

  it('is new when the data changed, and after a success', async () => {
    submit.mockResolvedValue({ ok: false, reason: 'http' });
    const { result } = renderHook(() => useQuoteSubmission(() => undefined));
    await act(() => result.current.send(payload(3, 5000)));
    await act(() => result.current.send(payload(4, 5000)));
    expect(keyOfCall(1)).not.toBe(keyOfCall(0));
    submit.mockResolvedValue({ ok: true, reference: 'Q-BBBBBB' });
    await act(() => result.current.send(payload(4, 5000)));
    await act(() => result.current.send(payload(4, 5000)));
    expect(keyOfCall(3)).not.toBe(keyOfCall(2));
    expect(result.current.state).toMatchObject({ phase: 'succeeded' });
  });

  it('remembers why a submission failed', async () => {
    submit.mockResolvedValue({ ok: false, reason: 'rate-limited' });
    const { result } = renderHook(() => useQuoteSubmission(() => undefined));
    await act(() => result.current.send(payload(3, 5000)));
    expect(result.current.state).toEqual({ phase: 'failed', reason: 'rate-limited' });
  });
});
