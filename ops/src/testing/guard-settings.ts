import type { OpsOverview } from '@rental/shared/contracts/ops-overview.ts';

/** The guard's settings as the API's defaults give them (docs/decisions/017), for the console's tests. */
export const DEFAULT_GUARD: OpsOverview['guard'] = {
  enabled: true,
  intervalSeconds: 60,
  windowSeconds: 900,
  minViews: 200,
  maxFailureDelta: 0.02,
  maxVitalsRatio: 1.25,
};
