import { useCallback, useEffect, useRef, useState } from 'react';
import { opsGet } from '../calls/ops-api.ts';
import { sessionEnded } from '../session/session-ended.ts';
import { useSignedIn } from '../session/session-context.ts';

export interface Polled<T> {
  data: T | undefined;
  /** The last read failed (the figures shown are from `updatedAt`); cleared by the next good read. */
  failed: boolean;
  updatedAt: number | undefined;
  refresh: () => void;
}

/**
 * Follows an operators' API answer (docs/decisions/025): asked again every `intervalMs`, conditionally when
 * the answer has an ETag, at once when the tab comes back into view or `refresh` is called. A 401 means the
 * session ended and the console shows the sign-in.
 */
export function usePolled<T>(path: string, intervalMs: number): Polled<T> {
  const { lost } = useSignedIn();
  const [state, setState] = useState<{ path: string; data?: T; failed: boolean; updatedAt?: number }>({
    path,
    failed: false,
  });
  const etag = useRef<{ path: string; value: string } | undefined>(undefined);
  const [asked, setAsked] = useState(0);
  const refresh = useCallback(() => setAsked((count) => count + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const held = etag.current?.path === path ? etag.current.value : undefined;
        const answer = await opsGet<T>(path, held, controller.signal);
        if (answer) {
          etag.current = answer.etag ? { path, value: answer.etag } : undefined;
          setState({ path, data: answer.data, failed: false, updatedAt: Date.now() });
        } else setState((now) => ({ ...now, failed: false, updatedAt: Date.now() }));
      } catch (error) {
        if (controller.signal.aborted) return;
        if (sessionEnded(error)) return lost();
        setState((now) => ({ ...now, failed: true }));
      }
      if (!controller.signal.aborted) timer = setTimeout(read, intervalMs);
    };
    void read();
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      void read();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [path, intervalMs, asked, lost]);

  const current = state.path === path;
  return {
    data: current ? state.data : undefined,
    failed: current && state.failed,
    updatedAt: current ? state.updatedAt : undefined,
    refresh,
  };
}
