import { API_BASE } from '@rental/shared/api-client/api-base.ts';
import type { RemoteLoadFailureReport } from '@rental/shared/contracts';

const reported = new Set<string>();

/** Tells the operators' counter about a failed remote load, once per remote, version and channel per page. */
export function reportLoadFailure(report: RemoteLoadFailureReport): void {
  const key = `${report.remote}@${report.version}:${report.channel}`;
  if (reported.has(key)) return;
  reported.add(key);
  const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
  const url = `${API_BASE}/ops/remote-loads`;
  if (!navigator.sendBeacon?.(url, body)) {
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    }).catch(() => undefined);
  }
}
