import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationBuild } from '@rental/shared/seams/render-protocol.ts';
import type { RenderReport } from '../metrics/render-metrics.ts';
import { RenderGenerations } from './render-generations.ts';

/**
 * A render worker that speaks the protocol: it asks the server one API call and writes what it got, and
 * logs a line of the page.
 */
const FAKE_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const waiting = new Map();
parentPort.on('message', (message) => {
  if (message.kind === 'api-answer') return waiting.get(message.callId)(message);
  if (message.url.endsWith('/crash')) process.exit(1);
  if (message.url.endsWith('/refuse')) return parentPort.postMessage({ kind: 'failed', id: message.id, message: 'no shell' });
  const delay = message.url.endsWith('/slow') ? 300 : 0;
  waiting.set(message.id, (answer) => {
    const html = new TextEncoder().encode(workerData.builds[0].version + ':' + JSON.parse(answer.body).name);
    const outcome = message.url.endsWith('/partial') ? 'fell_back' : 'rendered';
    const page = { kind: 'page', id: message.id, status: answer.status, html, scriptHashes: [], outcome };
    setTimeout(() => parentPort.postMessage(page, [html.buffer]), delay);
  });
  parentPort.postMessage({ kind: 'log', level: 'warn', message: 'rendering ' + message.url, requestId: message.requestId, error: { name: 'TypeError', message: 'boom', stack: 'TypeError: boom\\n    at render' } });
  parentPort.postMessage({ kind: 'api', callId: message.id, method: 'GET', url: '/thing', requestId: message.requestId });
});
parentPort.postMessage({ kind: 'log', level: 'info', message: 'loaded' });
parentPort.postMessage({ kind: 'ready' });
`;

const build = (version: string): GenerationBuild[] => [
  {
    remote: 'mf_content',
    version,
    serverEntry: null,
    exposes: {},
    remoteEntry: '/remoteEntry.js',
    integrity: {},
  },
];
const text = (html: Buffer) => html.toString('utf8');
const shell = { scripts: ['/main.js'], styles: [], preloads: [] };
const request = (url = 'http://site/', requestId = 'page-1') => ({
  requestId,
  url,
  language: 'en' as const,
  remotes: [],
  rollouts: [],
  fallbacks: [],
});

describe('render generations', () => {
  let workerFile: string;
  let generations: RenderGenerations;
  let logLines: string[];
  let callsOf: (string | undefined)[];

  beforeAll(() => {
    workerFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'render-worker-')), 'worker.cjs');
    fs.writeFileSync(workerFile, FAKE_WORKER);
  });

  afterEach(() => generations.close());

  let reports: RenderReport[] = [];
  const start = (maxGenerations = 4, file = workerFile) => {
    reports = [];
    logLines = [];
    callsOf = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    generations = new RenderGenerations({
      workerFile: file,
      maxGenerations,
      onRendered: (report) => reports.push(report),
      api: async (_method, url, _data, requestId) => {
        callsOf.push(requestId);
        return { status: 200, body: JSON.stringify({ name: url }) };
      },
      log: pino({ level: 'info' }, sink),
    });
    return generations;
  };

  it('renders in a worker, answering its API calls in this process', async () => {
    const page = await start().render(build('1.0.0'), shell, request());
    expect(page.status).toBe(200);
    expect(text(page.html)).toBe('1.0.0:/thing');
  });

  it('tells how each page came out and how long it took, by generation, and reads the workers’ heaps', async () => {
    start();
    text((await generations.render(build('1.0.0'), shell, request())).html);
    text((await generations.render(build('1.0.0'), shell, request('http://site/partial'))).html);
    await expect(generations.render(build('1.0.0'), shell, request('http://site/refuse'))).rejects.toThrow();
    text((await generations.render(build('1.1.0'), shell, request())).html);
    expect(reports.map(({ outcome }) => outcome)).toEqual(['rendered', 'fell_back', 'failed', 'rendered']);
    const [stable, , , canary] = reports;
    expect(stable!.generation).toMatch(/^[0-9a-f]{8}$/);
    expect(reports.slice(0, 3).every(({ generation }) => generation === stable!.generation)).toBe(true);
    expect(canary!.generation).not.toBe(stable!.generation);
    expect(reports.every(({ seconds }) => seconds >= 0)).toBe(true);

    const workers = generations.workers();
    expect(workers.map(({ generation, state }) => [generation, state]).sort()).toEqual(
      [
        [stable!.generation, 'live'],
        [canary!.generation, 'live'],
      ].sort(),
    );
    const heap = await workers[0]!.heap();
    expect(heap.usedBytes).toBeGreaterThan(0);
    expect(heap.totalBytes).toBeGreaterThanOrEqual(heap.usedBytes);
  });

  it('counts the pages of a worker that stopped as failed', async () => {
    start();
    await expect(generations.render(build('1.0.0'), shell, request('http://site/crash'))).rejects.toThrow();
    expect(reports.map(({ outcome }) => outcome)).toEqual(['failed']);
  });

  it("answers a page's data calls under its request id, and logs the worker's lines as the request's", async () => {
    start();
    text((await generations.render(build('1.0.0'), shell, request('http://site/a', 'page-a'))).html);
    text((await generations.render(build('1.0.0'), shell, request('http://site/b', 'page-b'))).html);
    expect(callsOf).toEqual(['page-a', 'page-b']);
    const lines = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 30, msg: 'loaded', source: 'render-worker' }),
    );
    expect(lines.find((line) => line.msg === 'loaded')).not.toHaveProperty('reqId');
    for (const page of ['a', 'b'])
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 40,
          reqId: `page-${page}`,
          msg: `rendering http://site/${page}`,
          source: 'render-worker',
          err: expect.objectContaining({
            type: 'TypeError',
            message: 'boom',
            stack: 'TypeError: boom\n    at render',
          }),
        }),
      );
  });

  it('keeps one generation per set of builds, and starts another for other builds', async () => {
    start();
    text((await generations.render(build('1.0.0'), shell, request())).html);
    text((await generations.render(build('1.0.0'), shell, request())).html);
    expect(generations.size).toBe(1);
    const canary = await generations.render(build('1.1.0'), shell, request());
    expect(text(canary.html)).toBe('1.1.0:/thing');
    expect(generations.size).toBe(2);
  });

  it('starts another generation for a new build of the shell: its stylesheets alone, or its server code alone', async () => {
    const ownWorkerFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'render-worker-')), 'worker.cjs');
    fs.writeFileSync(ownWorkerFile, FAKE_WORKER);
    start(4, ownWorkerFile);
    text((await generations.render(build('1.0.0'), shell, request())).html);
    text((await generations.render(build('1.0.0'), { ...shell, styles: ['/main.new.css'] }, request())).html);
    expect(generations.size).toBe(2);

    fs.writeFileSync(ownWorkerFile, FAKE_WORKER.replace("version + ':'", "version + ' rebuilt:'"));
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(ownWorkerFile, later, later);
    const page = await generations.render(build('1.0.0'), shell, request());
    expect(text(page.html)).toBe('1.0.0 rebuilt:/thing');
    expect(generations.size).toBe(3);
  });

  it('starts another generation for a remote built again under the same version', async () => {
    start();
    text((await generations.render(build('1.0.0'), shell, request())).html);
    const rebuilt = build('1.0.0').map((again) => ({
      ...again,
      exposes: { './home': { scripts: ['/home.new.js'], styles: ['/home.new.css'] } },
    }));
    text((await generations.render(rebuilt, shell, request())).html);
    expect(generations.size).toBe(2);
  });

  it('ends the least recently used generation beyond its limit, and renders its builds again when asked', async () => {
    start(2);
    for (const version of ['1', '2', '3', '1']) {
      const page = await generations.render(build(version), shell, request());
      expect(text(page.html)).toBe(`${version}:/thing`);
      expect(generations.size).toBeLessThanOrEqual(2);
    }
  });

  it('never runs more worker threads than its cap, even while retired ones finish their pages', async () => {
    start(2);
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, generations.liveWorkers);
    }, 5);
    const pages = ['1', '2', '3', '4'].map(async (version) => {
      const page = await generations.render(build(version), shell, request('http://site/slow'));
      return text(page.html);
    });
    expect(await Promise.all(pages)).toEqual(['1:/thing', '2:/thing', '3:/thing', '4:/thing']);
    clearInterval(watch);
    expect(most).toBe(2);
    expect(generations.liveWorkers).toBeLessThanOrEqual(2);
  });

  it('fails the page of a worker that stops, and starts a fresh generation for the next one', async () => {
    start();
    await expect(generations.render(build('1.0.0'), shell, request('http://site/crash'))).rejects.toThrow(
      /stopped/,
    );
    const page = await generations.render(build('1.0.0'), shell, request());
    expect(text(page.html)).toBe('1.0.0:/thing');
  });

  it('fails a page the worker cannot render, without ending the worker', async () => {
    start();
    await expect(generations.render(build('1.0.0'), shell, request('http://site/refuse'))).rejects.toThrow(
      'no shell',
    );
    expect(text((await generations.render(build('1.0.0'), shell, request())).html)).toBe('1.0.0:/thing');
    expect(generations.size).toBe(1);
  });
});
