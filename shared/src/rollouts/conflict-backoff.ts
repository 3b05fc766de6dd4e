/**
 * How a conditional write of remotes.json or its history waits after a refusal (`412 Precondition
 * Failed`) before it reads and tries again. Another writer's change is one cause, and a pause spreads
 * writers racing for the same document. The other is a store whose ETags are weak for a while after each
 * change: Apache gives `W/"…"` for a file changed within the last second, and `If-Match` compares strongly,
 * so no condition on it can hold until that second has passed. The pauses therefore grow (doubling from
 * 200 ms, at most 3.2 s) and each keeps half its length fixed and draws the other half at random ("equal
 * jitter"): writers still spread out, and the patience has a floor, past Apache's second by the fifth
 * attempt and 6.3 s over all of them, as well as a ceiling, 12.6 s.
 */
export const CONDITIONAL_WRITE_ATTEMPTS = 8;
const FIRST_STEP_MS = 200;
const MAX_STEP_MS = 3_200;

/** The pause after the `refusals`-th refused attempt, in milliseconds; `random` is in [0, 1). */
export function pauseAfterRefusal(refusals: number, random: () => number = Math.random): number {
  const step = Math.min(MAX_STEP_MS, FIRST_STEP_MS * 2 ** (refusals - 1));
  return step / 2 + random() * (step / 2);
}

/** Waits `ms` milliseconds: what a store uses between attempts unless a test gives it another clock. */
export const waitFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
