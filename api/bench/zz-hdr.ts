import { buildApp } from '/work/main/api/src/app.ts';
import { testSettings } from '/work/main/api/src/testing/test-settings.ts';
import { openBenchDatabase } from '/work/main/api/bench/bench-database.ts';
const database = await openBenchDatabase(undefined, { generatedEquipment: 0 });
const app = await buildApp({ db: database.db }, testSettings({ catalogueCache: false }));
const r = await app.inject({ url: '/api/v1/no-such-route', headers: { 'accept-encoding': 'gzip, br', cookie: 'XSRF-TOKEN=abc' } });
console.log(r.statusCode, r.headers, r.body);
process.exit(0);
