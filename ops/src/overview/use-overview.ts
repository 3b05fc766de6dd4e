import type { OpsOverview } from '@rental/shared/contracts/ops-overview.ts';
import { usePolled } from '../live/use-polled.ts';

/** Two seconds: a change made elsewhere shows within the five the console promises (docs/decisions/025). */
export const LIVE_INTERVAL_MS = 2000;

export const useOverview = () => usePolled<OpsOverview>('/ops/overview', LIVE_INTERVAL_MS);
