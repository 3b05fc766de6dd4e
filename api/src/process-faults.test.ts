import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validQuote } from './testing/quote-payloads.ts';
import { startServer } from './testing/started-server.ts';

const cookieHeaders = {
  cookie: 'XSRF-TOKEN=fault-test',
  'x-xsrf-token': 'fault-test',
  'content-type': 'application/json',
};
const dataDirs: string[] = [];

afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The real server, as `npm start` runs it, on a free port and the given data folder. */
const startServerIn = (dataDir: string) =>
  startServer({ DATA_DIR: dataDir, TEST_SUPPORT_ROUTES: '1', RATE_LIMIT_MAX: '10000', SITE_ROOT: dataDir });

/** Each request on its own connection, written at once: "in flight" means the server has it. */
function submit(
  origin: string,
  name: string,
): Promise<{ status: number; json: () => Promise<{ data: { reference: string } }> }> {
  const body = JSON.stringify(validQuote({ customer_name: name }));
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}/api/v1/requests`,
      {
        method: 'POST',
        agent: false,
        headers: { ...cookieHeaders, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += String(chunk)));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, json: async () => JSON.parse(text) }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function freshDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-faults-'));
  dataDirs.push(dir);
  return dir;
}

// Each test starts the real server twice (an embedded database's first start each time): slow on a busy machine.
describe('process faults (the real server, embedded database)', { timeout: 90_000 }, () => {
  it('keeps a request answered 201 when the process is killed (SIGKILL) right after', async () => {
    const dataDir = freshDataDir();
    const first = await startServerIn(dataDir);
    const response = await submit(first.origin, 'Killed Right After');
    expect(response.status).toBe(201);
    const { reference } = (await response.json()).data as { reference: string };
    first.process.kill('SIGKILL');
    await first.exited;

    const second = await startServerIn(dataDir);
    try {
      const stored = await fetch(`${second.origin}/api/v1/test-support/quote-requests/${reference}`);
      expect(stored.status).toBe(200);
      expect(((await stored.json()) as { data: unknown }).data).toMatchObject({
        reference,
        customerName: 'Killed Right After',
      });
    } finally {
      second.process.kill('SIGTERM');
      await second.exited;
    }
  });

  it('finishes the requests in flight on SIGTERM, then exits cleanly', async () => {
    const dataDir = freshDataDir();
    const server = await startServerIn(dataDir);
    const inFlight = Array.from({ length: 20 }, (_, i) => submit(server.origin, `In Flight ${i}`));
    // SIGTERM once the server is handling all twenty; connections it has not accepted yet are not in flight.
    await expect.poll(() => server.received('/api/v1/requests'), { interval: 5, timeout: 15_000 }).toBe(20);
    server.process.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(await server.exited).toBe(0);

    const restarted = await startServerIn(dataDir);
    try {
      const stored = (
        (await (await fetch(`${restarted.origin}/api/v1/test-support/quote-requests`)).json()) as {
          data: { customerName: string }[];
        }
      ).data;
      expect(stored.filter((row) => row.customerName.startsWith('In Flight')).length).toBe(20);
    } finally {
      restarted.process.kill('SIGTERM');
      await restarted.exited;
    }
  });
});
