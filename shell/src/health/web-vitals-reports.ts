import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import { reportHealth } from './health-reporter.ts';

/**
 * The page's web vitals, reported for the remote that rendered it (docs/decisions/017). The library is
 * fetched once the page is idle, never before it is interactive; its observers read the buffered
 * entries, so the largest paint that came before is still seen.
 */
export function reportWebVitals(pageRemote: RemoteName): void {
  const start = () =>
    void import('web-vitals').then(({ onLCP, onINP, onCLS }) => {
      onLCP((metric) => reportHealth(pageRemote, 'lcp', metric.value));
      onINP((metric) => reportHealth(pageRemote, 'inp', metric.value));
      onCLS((metric) => reportHealth(pageRemote, 'cls', metric.value * 1000));
    });
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(start, { timeout: 5000 })
      : setTimeout(start, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
