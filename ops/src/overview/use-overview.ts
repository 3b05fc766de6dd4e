import type { OpsOverview } from '@rental/shared/contracts/ops-overview.ts';
import { LIVE_INTERVAL_MS } from '../live/live-interval.ts';
import { usePolled } from '../live/use-polled.ts';

export const useOverview = () => usePolled<OpsOverview>('/ops/overview', LIVE_INTERVAL_MS);
