import { opsSend } from '../calls/ops-api.ts';
import type { ConsoleAction } from './change-impact.ts';

export interface ChangeRequest {
  revision: string;
  reason: string;
  percent?: number;
  version?: string;
  store?: string;
  ramp?: boolean;
}

/** Every change goes through the rollout command's own plan on the server (docs/decisions/025). */
export const sendChange = (remote: string, action: ConsoleAction, change: ChangeRequest) =>
  opsSend<{ at: string; action: string }>('POST', `/ops/rollouts/${remote}/${action}`, change);
