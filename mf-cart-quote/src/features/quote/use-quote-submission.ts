import { useCallback, useRef, useState } from 'react';
import type { QuoteRequestPayload } from '@rental/shared/contracts';
import { useSubmitGuard } from '@rental/shared/ui/use-submit-guard.ts';
import { submitQuote, type QuoteFailure, type QuoteOutcome } from './submit-quote.ts';

export type SubmissionState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'succeeded'; reference: string }
  | { phase: 'failed'; reason: QuoteFailure };

/** Everything but the abuse signals, which change with every second the form stays open. */
const requestContent = ({ fill_ms: _fill, website: _website, ...content }: QuoteRequestPayload) =>
  JSON.stringify(content);

/** Runs at most one quote request at a time; a submit while one runs sends nothing and settles as `undefined`. */
export function useQuoteSubmission(onSuccess: (reference: string) => void) {
  const [state, setState] = useState<SubmissionState>({ phase: 'idle' });
  const guard = useSubmitGuard();
  // One Idempotency-Key per submission: a retry of the same data (after a lost answer) reuses it, so the
  // API stores the request once; changed data or a success starts a new one.
  const lastAttempt = useRef<{ content: string; key: string } | undefined>(undefined);

  const send = useCallback(
    (payload: QuoteRequestPayload): Promise<QuoteOutcome | undefined> =>
      guard(async () => {
        setState({ phase: 'sending' });
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
      }),
    [guard, onSuccess],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, send, reset, isSending: state.phase === 'sending' };
}
