import { randomBytes } from 'node:crypto';
import { startSmtpServer } from '../../../api/src/features/mail/testing/smtp-test-server.ts';
import { type LoadBalancer, startLoadBalancer } from './load-balancer.ts';
import { countEmails, type MailLedger } from './mail-ledger.ts';
import { countQuotes, pendingEmails, type QuoteLedger } from './quote-ledger.ts';
import { createReleasedDatabase } from './released-database.ts';
import { type InstanceExit, type SiteInstance, startSiteInstance } from './site-instance.ts';
import {
  type LoadSettings,
  PAGE_ROUTES,
  quoteMarkerPrefix,
  type RequestRecord,
  startSiteLoad,
} from './site-load.ts';

/** A new instance's first health check (docs/operations.md#sizing), with room for a loaded machine. */
const INSTANCE_READY_TIMEOUT_MS = 60_000;
const IN_ROTATION_TIMEOUT_MS = 30_000;
const OUTBOX_TIMEOUT_MS = 60_000;
const POLL_MS = 50;

export interface RollingDeployOptions {
  /** A PostgreSQL server where the run creates, then drops, a database of its own. */
  postgresAdminUrl: string;
  redisUrl: string;
  /** All on loopback: the load balancer, the two instances, the SMTP test server. */
  ports: { balancer: number; instances: [number, number]; smtp: number };
  /** What the load balancer and the harness ask an instance to know it is ready. */
  readyPath: string;
  checkIntervalMs: number;
  /** Whether HAProxy sends failed requests again (haproxy-config.ts); production always does. */
  balancerRetries: boolean;
  shutdownDelaySeconds: number;
  load: Omit<LoadSettings, 'origin' | 'run'>;
  /** Seconds of load before the first instance is replaced, and again after the last is back. */
  steadySeconds: number;
  /** Progress lines, for a person watching. */
  log?: (line: string) => void;
}

/** How one instance was replaced, in seconds. */
export interface Replacement {
  name: string;
  /** From SIGTERM until HAProxy took it out of rotation; undefined when it never saw it leave. */
  outOfRotationAfter: number | undefined;
  exit: InstanceExit;
  /** From the new process's start until /readyz answered 200 on it. */
  readyAfter: number;
  /** From the new process's start until HAProxy had it in rotation. */
  inRotationAfter: number;
}

export interface RollingDeployReport {
  load: LoadSettings;
  balancerRetries: boolean;
  shutdownDelaySeconds: number;
  seconds: { before: number; roll: number; after: number };
  requests: { sent: number; failed: number; failures: Record<string, number> };
  pages: { sent: number; p50Ms: number; p99BeforeMs: number; p99DuringMs: number; p99AfterMs: number };
  quotes: QuoteLedger;
  emails: MailLedger & { pendingAtEnd: number };
  replacements: Replacement[];
  /** What each process wrote, by name (the old ones as A, B; their replacements as A', B'). */
  outputs: Record<string, string>;
}

/** 2xx and 3xx: everything a browser shows or follows. */
const succeeded = (record: RequestRecord) =>
  typeof record.outcome === 'number' && record.outcome >= 200 && record.outcome < 400;

export function percentile(values: number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/** Opens every page of the load once on one instance. */
async function warm(origin: string) {
  for (const route of PAGE_ROUTES) await (await fetch(`${origin}${route}`)).arrayBuffer();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls HAProxy from SIGTERM on until it no longer has `name` UP; resolves with the seconds it took. */
function watchLeavingRotation(balancer: LoadBalancer, name: string, since: number) {
  let watching = true;
  const left = (async () => {
    while (watching) {
      if ((await balancer.statuses()).get(name) !== 'UP') return (performance.now() - since) / 1000;
      await pause(POLL_MS);
    }
    return undefined;
  })();
  return {
    stop: async () => {
      watching = false;
      return left;
    },
  };
}

/**
 * The rolling deploy of docs/operations.md#rolling, measured: two instances of the compiled server on one
 * freshly released PostgreSQL database, sharing Redis, a health-token secret and an SMTP server, behind
 * HAProxy; under steady page views and quote requests, each instance in turn is sent SIGTERM, waited for,
 * and replaced by a new one on its port that HAProxy takes back into rotation. Then it counts what the
 * clients saw, what the database stored and what the SMTP server received.
 */
export async function runRollingDeploy(options: RollingDeployOptions): Promise<RollingDeployReport> {
  const log = options.log ?? (() => {});
  const run = randomBytes(4).toString('hex');
  const smtp = await startSmtpServer({ port: options.ports.smtp });
  const cleanups: (() => Promise<unknown>)[] = [() => smtp.close()];
  const outputs: Record<string, string> = {};
  const live = new Map<string, SiteInstance>();
  try {
    log('release: a fresh database, migrate, seed');
    const database = await createReleasedDatabase(options.postgresAdminUrl);
    cleanups.unshift(() => database.drop());
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      REDIS_URL: options.redisUrl,
      HEALTH_TOKEN_SECRET: `rolling-health-secret-${run}-0123456789`,
      SHUTDOWN_DELAY_SECONDS: String(options.shutdownDelaySeconds),
      SMTP_URL: smtp.url,
      MAIL_TO: 'quotes@example.com',
      // One load balancer in front; every client of the load is 127.0.0.1, which the per-client form
      // limit would otherwise stop after a few quote requests.
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: '1000000',
      LOG_LEVEL: 'warn',
    };
    const names = ['A', 'B'] as const;
    const start = (name: string, port: number) =>
      startSiteInstance({
        name,
        port,
        env,
        readyPath: options.readyPath,
        timeoutMs: INSTANCE_READY_TIMEOUT_MS,
      });

    log('start instances A and B');
    // Side by side; every start settles before a failure is thrown, so the clean-up finds each one started.
    const starts = await Promise.allSettled(
      names.map(async (name, index) => {
        const port = options.ports.instances[index]!;
        live.set(name, await start(name, port));
        // As if it had served for a while: the figures before the roll are those of warm instances, and
        // the cost of a cold one shows in those during it.
        await warm(`http://127.0.0.1:${port}`);
      }),
    );
    for (const outcome of starts) if (outcome.status === 'rejected') throw outcome.reason;
    const balancer = await startLoadBalancer({
      port: options.ports.balancer,
      servers: names.map((name, index) => ({ name, port: options.ports.instances[index]! })),
      checkPath: options.readyPath,
      checkIntervalMs: options.checkIntervalMs,
      retries: options.balancerRetries,
    });
    cleanups.unshift(() => balancer.close());
    for (const name of names) await balancer.waitUntil(name, 'UP', IN_ROTATION_TIMEOUT_MS);

    const loadSettings = { ...options.load, origin: balancer.origin, run };
    log(`load: ${options.load.visitors} visitors, ${options.load.quoteClients} quote clients`);
    const load = startSiteLoad(loadSettings);
    const loadStarted = performance.now();
    await pause(options.steadySeconds * 1000);

    const rollStarted = performance.now();
    const replacements: Replacement[] = [];
    for (const [index, name] of names.entries()) {
      const old = live.get(name)!;
      log(`SIGTERM ${name}`);
      const sigterm = performance.now();
      const watch = watchLeavingRotation(balancer, name, sigterm);
      const exit = await old.stop();
      live.delete(name);
      outputs[name] = old.output();
      const outOfRotationAfter = await watch.stop();
      log(`${name} exited ${exit.code ?? exit.signal} after ${exit.seconds.toFixed(1)} s; starting ${name}'`);
      const startedAt = performance.now();
      const replacement = await start(name, options.ports.instances[index]!);
      live.set(name, replacement);
      const readyAfter = (performance.now() - startedAt) / 1000;
      await balancer.waitUntil(name, 'UP', IN_ROTATION_TIMEOUT_MS);
      const inRotationAfter = (performance.now() - startedAt) / 1000;
      log(
        `${name}' ready after ${readyAfter.toFixed(1)} s, in rotation after ${inRotationAfter.toFixed(1)} s`,
      );
      replacements.push({ name, outOfRotationAfter, exit, readyAfter, inRotationAfter });
    }
    const rollEnded = performance.now();
    await pause(options.steadySeconds * 1000);
    await load.stop();
    const loadEnded = performance.now();

    log('waiting for the outbox to empty');
    const outboxSince = Date.now();
    let pendingAtEnd = await pendingEmails(database.url);
    while (pendingAtEnd > 0 && Date.now() - outboxSince < OUTBOX_TIMEOUT_MS) {
      await pause(250);
      pendingAtEnd = await pendingEmails(database.url);
    }
    for (const [name, instance] of live) {
      await instance.stop();
      outputs[`${name}'`] = instance.output();
    }
    live.clear();

    const failures: Record<string, number> = {};
    for (const record of load.records.filter((entry) => !succeeded(entry))) {
      const key = `${record.kind} ${record.route} → ${record.outcome}`;
      failures[key] = (failures[key] ?? 0) + 1;
    }
    const pages = load.records.filter((record) => record.kind === 'page');
    const pageP99 = (from: number, to: number) =>
      percentile(
        pages.filter((record) => record.sentAt >= from && record.sentAt < to).map((record) => record.ms),
        0.99,
      );
    return {
      load: loadSettings,
      balancerRetries: options.balancerRetries,
      shutdownDelaySeconds: options.shutdownDelaySeconds,
      seconds: {
        before: (rollStarted - loadStarted) / 1000,
        roll: (rollEnded - rollStarted) / 1000,
        after: (loadEnded - rollEnded) / 1000,
      },
      requests: {
        sent: load.records.length,
        failed: Object.values(failures).reduce((sum, count) => sum + count, 0),
        failures,
      },
      pages: {
        sent: pages.length,
        p50Ms: percentile(
          pages.map((record) => record.ms),
          0.5,
        ),
        p99BeforeMs: pageP99(loadStarted, rollStarted),
        p99DuringMs: pageP99(rollStarted, rollEnded),
        p99AfterMs: pageP99(rollEnded, loadEnded),
      },
      quotes: await countQuotes(database.url, quoteMarkerPrefix(run), load.submissions),
      emails: { ...countEmails(smtp.received), pendingAtEnd },
      replacements,
      outputs,
    };
  } finally {
    // A run that failed half-way leaves nothing running.
    for (const [name, instance] of live) {
      await instance.stop();
      outputs[name] = instance.output();
    }
    for (const cleanup of cleanups) await cleanup();
  }
}
