import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { readMetricsText } from '../testing/metrics-text.ts';
import { outboxMetrics } from './outbox-metrics.ts';

describe('the outbox metrics', () => {
  const start = Date.parse('2026-11-28T10:00:00Z');

  const setUp = (answers: (() => Promise<{ pending: number; oldestAt: Date | null }>)[]) => {
    let clock = start;
    let reads = 0;
    const registry = new Registry();
    outboxMetrics(
      registry,
      () => answers[Math.min(reads++, answers.length - 1)]!(),
      () => clock,
    );
    return {
      scrape: async () => readMetricsText(await registry.metrics()),
      reads: () => reads,
      wait: (ms: number) => {
        clock += ms;
      },
    };
  };
  const value = (metrics: ReturnType<typeof readMetricsText>, name: string) => metrics.find(name)[0]?.value;

  it('shows the e-mails waiting and the oldest one’s age, reading the database once however many scrapes come', async () => {
    const outbox = setUp([
      async () => ({ pending: 3, oldestAt: new Date(start - 90_000) }),
      async () => ({ pending: 0, oldestAt: null }),
    ]);
    const first = await outbox.scrape();
    expect(value(first, 'mail_outbox_pending')).toBe(3);
    expect(value(first, 'mail_outbox_oldest_pending_age_seconds')).toBe(90);
    outbox.wait(4_000);
    await Promise.all([outbox.scrape(), outbox.scrape(), outbox.scrape()]);
    expect(outbox.reads()).toBe(1);
    outbox.wait(1_000);
    const later = await outbox.scrape();
    expect(outbox.reads()).toBe(2);
    expect(value(later, 'mail_outbox_pending')).toBe(0);
    expect(value(later, 'mail_outbox_oldest_pending_age_seconds')).toBe(0);
  });

  it('shows NaN rather than old figures while the database cannot be read, and still reads it at most every 5 s', async () => {
    const outbox = setUp([
      async () => ({ pending: 2, oldestAt: new Date(start) }),
      () => Promise.reject(new Error('connection refused')),
    ]);
    expect(value(await outbox.scrape(), 'mail_outbox_pending')).toBe(2);
    outbox.wait(5_000);
    const failed = await outbox.scrape();
    expect(value(failed, 'mail_outbox_pending')).toBeNaN();
    expect(value(failed, 'mail_outbox_oldest_pending_age_seconds')).toBeNaN();
    await outbox.scrape();
    expect(outbox.reads()).toBe(2);
  });
});
