export interface RetryPolicy {
  /** Attempts before an e-mail is marked failed. */
  maxAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** 30 s, 1 min, 2 min… doubling up to an hour: an SMTP server down for about a day loses nothing. */
export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 30,
  firstDelayMs: 30_000,
  maxDelayMs: 3_600_000,
};

/** How long to wait after the `attempts`-th failed attempt (1 for the first). */
export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Only a rejection of the recipients (a 5xx answer to RCPT TO: no such mailbox, no such domain) is final.
 * Everything else, including a wrong password or an unreachable server, is retried: the operator can fix it
 * and the e-mails still go out.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return (
    code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600
  );
}
