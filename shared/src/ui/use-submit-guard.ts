import { useCallback, useRef } from 'react';

/**
 * Lets one submission of a form run at a time: a submission started while another runs is dropped and
 * settles as `undefined`. The guard is a ref, set before anything awaits, so a second click or Enter
 * that lands before React has drawn the disabled button still sends nothing.
 */
export function useSubmitGuard() {
  const inFlight = useRef(false);
  return useCallback(async <T>(submission: () => Promise<T>): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    try {
      return await submission();
    } finally {
      inFlight.current = false;
    }
  }, []);
}
