import { beforeAll, describe, expect, it } from 'vitest';
import { isHaproxyInstalled } from '../../e2e/support/haproxy.ts';
import { type RollingDeployReport, runRollingDeploy } from './testing/rolling-deploy.ts';
import { formatRollingReport } from './testing/rolling-report.ts';

const postgresAdminUrl = process.env.TEST_DATABASE_URL?.trim();
const skipReason = !isHaproxyInstalled()
  ? 'HAProxy is missing (apt-get install haproxy)'
  : !postgresAdminUrl
    ? 'TEST_DATABASE_URL is unset (a PostgreSQL server to create a database on)'
    : undefined;

// The same roll as `npm run bench:rolling`, under a lighter load: the figures are the bench's, this asserts
// only what must never happen.
describe.skipIf(skipReason)(
  `a rolling deploy of two instances behind HAProxy${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let report: RollingDeployReport;
    let figures: string;

    beforeAll(async () => {
      report = await runRollingDeploy({
        postgresAdminUrl: postgresAdminUrl!,
        redisUrl: process.env.TEST_REDIS_URL?.trim() || 'redis://127.0.0.1:6379',
        ports: { balancer: 8610, instances: [8611, 8612], smtp: 8613 },
        readyPath: '/readyz',
        checkIntervalMs: 500,
        balancerRetries: true,
        shutdownDelaySeconds: 2,
        load: { visitors: 3, pageIntervalMs: 200, quoteClients: 1, quoteIntervalMs: 300 },
        steadySeconds: 3,
      });
      // What each process logged (warnings and errors) comes with the figures of a failed assertion.
      const logs = Object.entries(report.outputs).map(
        ([name, output]) => `--- ${name}\n${output.trim().split('\n').slice(-20).join('\n')}`,
      );
      figures = [formatRollingReport(report), ...logs].join('\n');
    }, 180_000);

    it('replaces both instances, each leaving with exit code 0', () => {
      expect(
        report.replacements.map((step) => [step.name, step.exit.code]),
        figures,
      ).toEqual([
        ['A', 0],
        ['B', 0],
      ]);
    });

    it('fails no page view and no quote request', () => {
      expect(report.pages.sent, figures).toBeGreaterThan(0);
      expect(report.requests.failures, figures).toEqual({});
    });

    it('stores every acknowledged quote request once', () => {
      expect(report.quotes.acknowledged, figures).toBeGreaterThan(0);
      expect({ lost: report.quotes.lost, doubled: report.quotes.doubled }, figures).toEqual({
        lost: 0,
        doubled: 0,
      });
    });

    it('sends every e-mail once', () => {
      expect(report.emails.received, figures).toBe(report.quotes.stored * 2);
      expect(report.emails.sentTwice, figures).toBe(0);
    });
  },
);
