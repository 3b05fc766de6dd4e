/**
 * A check whose result is kept for `maxAgeMs`: however often a probe asks, the checked system is asked at
 * most once per period, and callers arriving while a check runs share it. A check that takes longer than
 * `timeoutMs` fails with that said.
 */
export function cachedCheck(
  check: () => Promise<string>,
  { maxAgeMs, timeoutMs }: { maxAgeMs: number; timeoutMs: number },
): () => Promise<string> {
  let last: { result: string; at: number } | undefined;
  let running: Promise<string> | undefined;
  const run = async () => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
    });
    try {
      const result = await Promise.race([check(), timedOut]);
      last = { result, at: Date.now() };
      return result;
    } finally {
      clearTimeout(timer);
      running = undefined;
    }
  };
  return () => {
    if (last && Date.now() - last.at < maxAgeMs) return Promise.resolve(last.result);
    running ??= run();
    return running;
  };
}
