import { pino } from 'pino';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { testSettings } from '../src/testing/test-settings.ts';
import { serverLogger } from '../src/http/server-logger.ts';
import { measure } from './autocannon-load.ts';
import { openBenchDatabase } from './bench-database.ts';

const mode = process.argv[2] ?? 'both';
const database = await openBenchDatabase(undefined as unknown as string, { generatedEquipment: 0 });
const logged = await buildApp(
  { db: database.db, loggerInstance: serverLogger('info', pino.destination({ dest: '/dev/null', sync: false })) },
  testSettings({ catalogueCache: false }),
);
const unlogged = await buildApp({ db: database.db }, testSettings({ catalogueCache: false }));
const bare = Fastify();
bare.get('/bare', async () => ({ status: 1, data: [] }));
const loggedAt = await logged.listen({ host: '127.0.0.1', port: 0 });
const unloggedAt = await unlogged.listen({ host: '127.0.0.1', port: 0 });
const bareAt = await bare.listen({ host: '127.0.0.1', port: 0 });
import { execFileSync } from 'node:child_process';
const targets = [[`${bareAt}/bare`, 'bare'], [`${unloggedAt}/api/v1/no-such-route`, 'unlogged'], [`${loggedAt}/api/v1/no-such-route`, 'logged']] as const;
const { spawn } = await import('node:child_process');
function run(url: string, seconds: number): Promise<{ n: number; cpu: number }> {
  return new Promise((resolve) => {
    const before = process.cpuUsage();
    const child = spawn('node_modules/.bin/autocannon', ['-j', '-c', '50', '-d', String(seconds), '-H', 'accept-encoding: gzip, br', url], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('close', () => {
      const used = process.cpuUsage(before);
      resolve({ n: JSON.parse(out).requests.total, cpu: (used.user + used.system) / 1000 });
    });
  });
}
for (const [url] of targets) await run(url, 1);
const acc: Record<string, { n: number; cpu: number }> = {};
for (let turn = 0; turn < 3; turn++)
  for (const [url, name] of targets) {
    const r = await run(url, Number(process.env.S ?? 3));
    acc[name] = { n: (acc[name]?.n ?? 0) + r.n, cpu: (acc[name]?.cpu ?? 0) + r.cpu };
  }
const bareUs = (acc.bare!.cpu * 1000) / acc.bare!.n;
for (const [name, { n, cpu }] of Object.entries(acc)) {
  const us = (cpu * 1000) / n;
  console.log(name, 'req', n, 'cpu µs/req', us.toFixed(1), 'bare/this', Math.round((100 * bareUs) / us) + '%');
}
await Promise.all([logged.close(), unlogged.close(), bare.close()]);
process.exit(0);
