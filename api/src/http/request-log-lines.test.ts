import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogLines } from './request-log-lines.ts';
import { serverLogger } from './server-logger.ts';

async function logOf(level: string, path: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ loggerInstance: serverLogger(level, sink), logController: new RequestLogLines() });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('broken on purpose');
  });
  await app.inject({ url: path });
  await app.close();
  return lines;
}

describe('the request log', () => {
  it('writes one line per request at info, when it is answered: the request, its status and its time', async () => {
    const lines = await logOf('info', '/ok?token=secret');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: expect.any(String),
      req: { method: 'GET', url: '/ok' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('adds the arrival line at debug', async () => {
    const lines = await logOf('debug', '/ok');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]).toMatchObject({ level: 20, req: { method: 'GET', url: '/ok' } });
  });

  it('says what failed on a request that failed, with the request', async () => {
    const lines = await logOf('info', '/broken');
    expect(lines.find((line) => line.level === 50)).toMatchObject({
      req: { url: '/broken' },
      res: { statusCode: 500 },
      err: { message: 'broken on purpose' },
    });
  });
});
