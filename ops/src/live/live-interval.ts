/** Two seconds: a change made elsewhere shows within the five the console promises (docs/decisions/025). */
export const LIVE_INTERVAL_MS = 2000;
