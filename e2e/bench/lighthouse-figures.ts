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
  /** The run's longest main-thread tasks, longest first, as Lighthouse timed them (simulated: 4× observed). */
  longTasks: LongTask[];
}

/**
 * A main-thread task of 50 ms or more (simulated) and what it is attributed to. Lighthouse's breakdown of a
 * task by kind of work is not simulated (it puts all of it under "other"), so the benchmark leaves it out;
 * `BENCH_TRACES` keeps the trace that has it.
 */
export interface LongTask {
  /** The script it is attributed to (its file name), the page's own document, or "unattributable". */
  source: string;
  startMs: number;
  durationMs: number;
}

interface LongTasksDebugData {
  urls: string[];
  tasks: { urlIndex: number; startTime: number; duration: number }[];
}

interface ResourceSummaryItem {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

const sourceName = (url: string | undefined, pageUrl: string): string => {
  if (!url || url === 'Unattributable') return 'unattributable';
  if (url === pageUrl) return 'the document';
  return url.split('?')[0]!.split('/').pop() || url;
};

function readLongTasks(lhr: Result): LongTask[] {
  const debugData = (lhr.audits['long-tasks']?.details as { debugData?: LongTasksDebugData } | undefined)
    ?.debugData;
  if (!debugData) return [];
  return debugData.tasks
    .map(({ urlIndex, startTime, duration }) => ({
      source: sourceName(debugData.urls[urlIndex], lhr.finalDisplayedUrl),
      startMs: startTime,
      durationMs: duration,
    }))
    .sort((a, b) => b.durationMs - a.durationMs);
}

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
    longTasks: readLongTasks(lhr),
  };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
