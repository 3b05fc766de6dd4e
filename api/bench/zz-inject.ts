import { pino } from 'pino';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { testSettings } from '../src/testing/test-settings.ts';
import { serverLogger } from '../src/http/server-logger.ts';
import { openBenchDatabase } from './bench-database.ts';
const database = await openBenchDatabase(undefined, { generatedEquipment: 0 });
const logged = await buildApp(
  { db: database.db, loggerInstance: serverLogger('info', pino.destination({ dest: '/dev/null', sync: false })) },
  testSettings({ catalogueCache: false }),
);
const unlogged = await buildApp({ db: database.db }, testSettings({ catalogueCache: false }));
const bare = Fastify();
bare.get('/bare', async () => ({ status: 1, data: [] }));
await bare.ready();
const headers = { 'accept-encoding': 'gzip, br', cookie: 'XSRF-TOKEN=abcdefabcdefabcdefabcdefabcdefab' };
async function cpu(app: { inject: (o: object) => Promise<unknown> }, url: string, n: number) {
  for (let i = 0; i < 2000; i++) await app.inject({ url, headers });
  const before = process.cpuUsage();
  for (let i = 0; i < n; i++) await app.inject({ url, headers });
  const used = process.cpuUsage(before);
  return (used.user + used.system) / n;
}
const N = 20000;
const results: Record<string, number[]> = { bare: [], unlogged: [], logged: [] };
for (let turn = 0; turn < 3; turn++) {
  results.bare!.push(await cpu(bare, '/bare', N));
  results.unlogged!.push(await cpu(unlogged, '/api/v1/no-such-route', N));
  results.logged!.push(await cpu(logged, '/api/v1/no-such-route', N));
}
for (const [k, v] of Object.entries(results)) console.log(k, v.map((x) => x.toFixed(1)).join(' '), 'min', Math.min(...v).toFixed(1));
process.exit(0);
