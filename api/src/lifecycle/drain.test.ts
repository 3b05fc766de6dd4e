import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validQuote } from '../testing/quote-payloads.ts';
import { startServer, type StartedServer } from '../testing/started-server.ts';
import { isSiteBuilt } from '../site/site-files.ts';
import { repoRoot } from '../config.ts';

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The real server with the built site on an embedded database of its own, ready (its render worker warm). */
async function readyServer(env: NodeJS.ProcessEnv): Promise<StartedServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-drain-'));
  dataDirs.push(dataDir);
  const server = await startServer({
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '10000',
    ROLLOUT_GUARD: '0',
    ...env,
  });
  await expect
    .poll(() => fetch(`${server.origin}/readyz`).then((answer) => answer.status), { timeout: 30_000 })
    .toBe(200);
  return server;
}

/**
 * A quote request whose headers the server has, and whose body comes when `send` is called: in flight
 * for as long as the test wants.
 */
function heldQuote(origin: string) {
  const body = JSON.stringify(validQuote({ customer_name: 'Held Across The Drain' }));
  let request!: http.ClientRequest;
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request = http.request(
      `${origin}/api/v1/requests`,
      {
        method: 'POST',
        agent: false,
        headers: {
          cookie: 'XSRF-TOKEN=drain-test',
          'x-xsrf-token': 'drain-test',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += String(chunk)));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.flushHeaders();
  });
  return { answered, send: () => request.end(body) };
}

const statusOf = (url: string) =>
  fetch(url).then(
    (answer) => answer.status,
    (error: Error) => `refused: ${(error.cause as { code?: string } | undefined)?.code ?? error.message}`,
  );

const logLines = (server: StartedServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; level: number; [key: string]: unknown });

// Each test starts the real server on an embedded database of its own: seconds each on a busy machine.
describe.skipIf(!isSiteBuilt(repoRoot))('drain on SIGTERM (the real server)', { timeout: 90_000 }, () => {
  it('finishes the pages and requests in flight, streaming renders among them, then exits 0', async () => {
    const server = await readyServer({ SHUTDOWN_DELAY_SECONDS: '0' });
    const pages = Array.from({ length: 12 }, (_, index) =>
      fetch(`${server.origin}/equipments?page=${(index % 3) + 1}&lang=es`).then(async (answer) => ({
        status: answer.status,
        html: await answer.text(),
      })),
    );
    const held = heldQuote(server.origin);
    await expect.poll(() => server.received('/equipments'), { interval: 5, timeout: 15_000 }).toBe(12);
    server.process.kill('SIGTERM');
    // The listener closes at once (no delay here); the held request is still answered.
    await expect.poll(() => statusOf(`${server.origin}/livez`), { timeout: 5000 }).toMatch(/^refused/);
    held.send();
    expect((await held.answered).status).toBe(201);
    for (const page of await Promise.all(pages)) {
      expect(page.status).toBe(200);
      expect(page.html).toMatch(/<\/html>\s*$/);
    }
    expect(await server.exited).toBe(0);
    expect(logLines(server).map((line) => line.msg)).toContain('shut down: every request answered');
  });

  it('fails /readyz at once and keeps serving for the delay, then refuses connections, not requests', async () => {
    const server = await readyServer({ SHUTDOWN_DELAY_SECONDS: '3' });
    server.process.kill('SIGTERM');
    await expect.poll(() => statusOf(`${server.origin}/readyz`), { timeout: 1000 }).toBe(503);
    const readiness = (await (await fetch(`${server.origin}/readyz`)).json()) as { failed: string[] };
    expect(readiness.failed).toEqual(['draining']);
    expect(await statusOf(`${server.origin}/livez`)).toBe(200);
    const page = await fetch(`${server.origin}/packages`);
    expect(page.status).toBe(200);
    // Each answer asks its client to open its next connection elsewhere.
    expect(page.headers.get('connection')).toBe('close');
    await expect
      .poll(() => statusOf(`${server.origin}/`), { timeout: 10_000 })
      .toMatch(/^refused: ECONNREFUSED/);
    expect(await server.exited).toBe(0);
  });

  it('exits 1 naming what was left when the requests outlast the timeout', async () => {
    const server = await readyServer({ SHUTDOWN_DELAY_SECONDS: '0', SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const held = heldQuote(server.origin);
    held.answered.catch(() => {});
    await expect.poll(() => server.received('/api/v1/requests'), { interval: 5, timeout: 15_000 }).toBe(1);
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    const timedOut = logLines(server).find(
      (line) => line.msg === 'shutdown timed out: exiting with work left',
    );
    expect(timedOut).toMatchObject({ level: 50, requestsInFlight: 1 });
    expect(timedOut?.left).toContain('listeners');
  });
});
