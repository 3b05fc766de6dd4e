import net from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app.ts';
import { testSettings } from './testing/test-settings.ts';
import { usePostgres } from './db/open-database.ts';
import { validQuote } from './testing/quote-payloads.ts';
import { openTestDatabase, XSRF } from './testing/test-app.ts';
import { adminQuery, uniqueDatabaseName, withDatabase } from './testing/postgres-admin.ts';
import './testing/provided-context.ts';

describe('logs', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });

  it('carry a request id and no names, e-mails, phone numbers or messages, even when a query fails', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildApp({ db: database.db, logger: { level: 'info', stream: sink } }, testSettings());
    const personal = {
      customer_name: 'Zelda Quintero-Pym',
      customer_email: 'zelda.qp@example.org',
      customer_phone: '+1 786 555 0177',
    };
    const ok = await app.inject({
      method: 'POST',
      url: '/api/v1/requests',
      headers: { ...XSRF, 'x-request-id': 'trace-123' },
      payload: validQuote(personal),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.headers['x-request-id']).toBe('trace-123');
    // The next insert fails inside the database, with the visitor's data among the query's parameters.
    await database.db.execute(sql`DROP TABLE contact_messages CASCADE`);
    const failed = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: XSRF,
      payload: {
        name: 'Zelda Quintero-Pym',
        phone_number: '+1 786 555 0177',
        email: 'zelda.qp@example.org',
        message: 'Secret plans for the gala',
        website: '',
        fill_ms: 9000,
      },
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      status: 0,
      error: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    });
    await app.close();
    await database.close();

    const log = lines.join('');
    expect(log).toContain('"reqId":"trace-123"');
    expect(log).toContain('request failed');
    for (const secret of ['Zelda', 'Quintero', 'zelda.qp', '555 0177', 'Secret plans'])
      expect(log).not.toContain(secret);
  });
});

const template = inject('postgresTemplate');
const adminUrl = template?.adminUrl;

describe.skipIf(!adminUrl)('the database becoming unreachable (PostgreSQL)', () => {
  const name = uniqueDatabaseName('rental_outage');
  const sockets = new Set<net.Socket>();
  let proxy: net.Server | undefined;
  let proxyPort = 0;

  /** A TCP relay between the API and PostgreSQL that the test can cut and restore. */
  const openProxy = () =>
    new Promise<void>((resolve) => {
      proxy = net.createServer((client) => {
        const upstream = net.connect(5432, '127.0.0.1');
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      proxy.listen(proxyPort, '127.0.0.1', () => {
        proxyPort = (proxy!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const cutProxy = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      proxy?.close(() => resolve());
    });

  beforeAll(async () => {
    await adminQuery(adminUrl!, `CREATE DATABASE "${name}" TEMPLATE "${template!.templateName}"`);
    await openProxy();
  });
  afterAll(async () => {
    await cutProxy();
    await adminQuery(adminUrl!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('logs the lost connection, answers 503 with a message while it is gone, and recovers by itself when it returns', async () => {
    const viaProxy = new URL(withDatabase(adminUrl!, name));
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxyPort);
    const lost: string[] = [];
    const database = usePostgres(viaProxy.toString(), { warn: (_details, message) => lost.push(message) });
    // Every list must reach the database here, not the answers kept in memory.
    const app = await buildApp({ db: database.db }, testSettings({ catalogueCache: false }));
    const list = () => app.inject({ method: 'POST', url: '/api/v1/equipments/list', payload: {} });
    try {
      expect((await list()).statusCode).toBe(200);
      await cutProxy();
      // The pool's idle connection went with it: said in the server's log, not thrown.
      await expect.poll(() => lost).toContain('PostgreSQL connection lost');
      const down = await list();
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe('5');
      expect(down.json()).toEqual({
        status: 0,
        error: 'service_unavailable',
        message: 'The service is briefly unavailable. Please try again in a moment.',
      });
      await openProxy();
      await expect.poll(async () => (await list()).statusCode, { timeout: 15_000 }).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
