import type { Result } from 'lighthouse';

/** The figures of one Lighthouse report that the benchmark prints. Scores are 0–100. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred, compressed as it came over the wire, in KB (1,000 bytes). */
  jsKb: number;
  requests: number;
  /**
   * Lighthouse's measure of the machine's processor (higher is faster; a 2023 desktop scores about 2,000).
   * Simulated throttling multiplies the time tasks took here, so blocking time is only comparable between
   * runs on machines of about the same index.
   */
  benchmarkIndex: number;
}

interface ResourceSummaryItem {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

export function readRun(lhr: Result): RunFigures {
  const details = lhr.audits['resource-summary']?.details;
  const items = (details && 'items' in details ? details.items : []) as unknown as ResourceSummaryItem[];
  const byType = (type: string) => items.find((item) => item.resourceType === type);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsKb: (byType('script')?.transferSize ?? 0) / 1000,
    requests: byType('total')?.requestCount ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
