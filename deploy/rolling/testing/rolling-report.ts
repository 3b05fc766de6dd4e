import type { RollingDeployReport } from './rolling-deploy.ts';

const ms = (value: number) => (Number.isNaN(value) ? '–' : `${Math.round(value)} ms`);
const seconds = (value: number | undefined) => (value === undefined ? 'never seen' : `${value.toFixed(1)} s`);

/** The figures of one rolling deploy, as the bench prints them and the test shows them when it fails. */
export function formatRollingReport(report: RollingDeployReport): string {
  const { load, requests, pages, quotes, emails } = report;
  const lines = [
    `Load: ${load.visitors} visitors, one page each per ${load.pageIntervalMs} ms after the last; ` +
      `${load.quoteClients} quote clients, one request each per ${load.quoteIntervalMs} ms after the last.`,
    `HAProxy ${report.balancerRetries ? 'retries failed connections (and GETs)' : 'retries nothing'}; ` +
      `SHUTDOWN_DELAY_SECONDS=${report.shutdownDelaySeconds}.`,
    `Time: ${report.seconds.before.toFixed(1)} s before the roll, ${report.seconds.roll.toFixed(1)} s rolling, ` +
      `${report.seconds.after.toFixed(1)} s after.`,
    `Requests sent: ${requests.sent} (pages ${pages.sent}, quote requests ${quotes.sent}, XSRF tokens ` +
      `${requests.sent - pages.sent - quotes.sent}); failed: ${requests.failed}`,
    ...Object.entries(requests.failures).map(([what, count]) => `  ${count} × ${what}`),
    `Page p50: ${ms(pages.p50Ms)} over the run; p99: ${ms(pages.p99BeforeMs)} before, ${ms(pages.p99DuringMs)} during the roll, ${ms(pages.p99AfterMs)} after`,
    `Quotes: ${quotes.acknowledged} acknowledged, ${quotes.stored} stored, ${quotes.lost} lost, ${quotes.doubled} doubled`,
    `E-mails: ${emails.received} received, ${emails.distinct} distinct Message-IDs, ${emails.sentTwice} sent twice, ` +
      `${emails.pendingAtEnd} still pending`,
    ...report.replacements.map(
      (step) =>
        `${step.name}: out of rotation ${seconds(step.outOfRotationAfter)} after SIGTERM, exited ` +
        `${step.exit.code ?? step.exit.signal} after ${seconds(step.exit.seconds)}; ${step.name}' ready after ` +
        `${seconds(step.readyAfter)}, in rotation after ${seconds(step.inRotationAfter)}`,
    ),
  ];
  return lines.join('\n');
}
