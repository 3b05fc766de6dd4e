import { pino } from 'pino';
import { spawn } from 'node:child_process';
import { buildApp } from '../src/app.ts';
import { testSettings } from '../src/testing/test-settings.ts';
import { serverLogger } from '../src/http/server-logger.ts';
import { openBenchDatabase } from './bench-database.ts';
const database = await openBenchDatabase(undefined, { generatedEquipment: 0 });
const logged = await buildApp(
  { db: database.db, loggerInstance: serverLogger('info', pino.destination({ dest: '/dev/null', sync: false })) },
  testSettings({ catalogueCache: false }),
);
const at = await logged.listen({ host: '127.0.0.1', port: 0 });
const path = process.argv[2] ?? '/api/v1/no-such-route';
await new Promise((resolve) => spawn('node_modules/.bin/autocannon', ['-c', '50', '-d', '8', '-H', 'accept-encoding: gzip, br', '-H', 'cookie: XSRF-TOKEN=abcdefabcdefabcdefabcdefabcdefab', at + path], { stdio: 'inherit' }).on('close', resolve));
await logged.close();
process.exit(0);
