import { Counter, type Registry } from 'prom-client';
import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';

/** The rollout guard's decisions, by remote and kind, in the passes this instance ran. */
export function rolloutGuardMetrics(registry: Registry) {
  const decisions = new Counter({
    name: 'rollout_guard_decisions_total',
    help: "The rollout guard's decisions on canaries in this instance's passes, by remote and kind: kill, ramp, promote, wait",
    labelNames: ['remote', 'kind'] as const,
    registers: [registry],
  });
  /** What the guard did with a canary in one pass (docs/decisions/017): kill, ramp, promote or wait. */
  return (remote: RemoteName, kind: string) => decisions.inc({ remote, kind });
}
