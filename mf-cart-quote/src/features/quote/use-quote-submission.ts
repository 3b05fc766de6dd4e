import { useCallback, useRef, useState } from 'react';
import type { QuoteRequestPayload } from '@rental/shared/contracts';
import { submitQuote, type QuoteFailure, type QuoteOutcome } from './submit-quote.ts';

export type SubmissionState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'succeeded'; reference: string }
  | { phase: 'failed'; reason: QuoteFailure };

/** Everything but the abuse signals, which change with every second the form stays open. */
const requestContent = ({ fill_ms: _fill, website: _website, ...content }: QuoteRequestPayload) =>
  JSON.stringify(content);

/**
 * Runs at most one quote request at a time. The guard is a ref, set before anything awaits, so a second
 * click that lands before React re-renders the disabled button still sends nothing.
 */
export function useQuoteSubmission(onSuccess: (reference: string) => void) {
  const [state, setState] = useState<SubmissionState>({ phase: 'idle' });
  const inFlight = useRef(false);
  // One Idempotency-Key per submission: a retry of the same data (after a lost answer) reuses it, so the
  // API stores the request once; changed data or a success starts a new one.
  const lastAttempt = useRef<{ content: string; key: string } | undefined>(undefined);

  const send = useCallback(
    async (payload: QuoteRequestPayload): Promise<QuoteOutcome | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setState({ phase: 'sending' });
      try {
        const content = requestContent(payload);
        if (lastAttempt.current?.content !== content)
          lastAttempt.current = { content, key: crypto.randomUUID() };
        const outcome = await submitQuote(payload, lastAttempt.current.key);
        if (outcome.ok) {
          lastAttempt.current = undefined;
          onSuccess(outcome.reference);
          setState({ phase: 'succeeded', reference: outcome.reference });
        } else {
          setState({ phase: 'failed', reason: outcome.reason });
        }
        return outcome;
      } finally {
        inFlight.current = false;
      }
    },
    [onSuccess],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, send, reset, isSending: state.phase === 'sending' };
}
