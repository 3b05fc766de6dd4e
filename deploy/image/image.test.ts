/**
 * The image as production runs it (docs/operations.md): built from the repository's Dockerfile on the
 * base images of prepare-base.sh, the database prepared by the image's own migrate and seed, two containers
 * on one PostgreSQL database and one Redis, each with a read-only root. `npm run test:image`; needs podman,
 * runc and debootstrap (.ci/run installs them), root, PostgreSQL and Redis.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { validQuote } from '../../api/src/testing/quote-payloads.ts';
import { seededEquipment } from '../../api/src/testing/seed-facts.ts';
import {
  freePort,
  type ImageInstance,
  removeInstance,
  residentMb,
  serverPid,
  startInstance,
} from './testing/image-instance.ts';
import { createFleetDatabase, type FleetDatabase, fleetEnvironment } from './testing/image-fleet.ts';
import { IMAGE, podman, shellInImage } from './testing/podman.ts';
import './testing/provided-context.ts';

const started = Date.now();
const names = ['first', 'second'].map((which) => `doral-image-test-${process.pid}-${which}`);
const instances: ImageInstance[] = [];
let database: FleetDatabase | undefined;

beforeAll(async () => {
  const seconds = inject('imagePreparationSeconds');
  database = await createFleetDatabase();
  for (const name of names)
    instances.push(await startInstance(name, await freePort(), fleetEnvironment(database.url)));
  console.log(
    [
      ...Object.entries(seconds).map(([what, s]) => `${what}: ${s.toFixed(0)} s`),
      `migrate and seed in the image: ${database.releaseSeconds.toFixed(1)} s`,
      ...instances.map(
        ({ name, startupMs }) => `${name} served its first page ${startupMs} ms after podman run`,
      ),
    ].join('\n'),
  );
});

afterAll(async () => {
  for (const name of names) await removeInstance(name);
  await database?.drop();
  console.log(`The image's test took ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
});

const item = seededEquipment[0]!;
// React escapes these in text; the equipment's name is compared as the page has it.
const asHtmlText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#x27;')
    .replace(/"/g, '&quot;');

describe('the image', () => {
  it('holds the build and the package files only: no sources, tests, development tools or local files', async () => {
    const files = (
      await podman([
        'run',
        '--rm',
        '--entrypoint',
        'find',
        IMAGE,
        '/app',
        '-path',
        '/app/node_modules',
        '-prune',
        '-o',
        '-type',
        'f',
        '-print',
      ])
    ).split('\n');
    const shipped =
      /^\/app\/(package(-lock)?\.json|[\w-]+\/package\.json|api\/(dist|drizzle|media)\/.+|(shell|mf-[\w-]+|ops)\/dist\/.+)$/;
    expect(files.filter((file) => !shipped.test(file))).toEqual([]);
    expect(files.filter((file) => /\.tsx?$/.test(file))).toEqual([]);
    const developmentTools = [
      'typescript',
      'tsx',
      'vitest',
      'drizzle-kit',
      '@rspack/core',
      'eslint',
      '@playwright/test',
    ];
    const present = await shellInImage(
      `cd node_modules && for name in ${developmentTools.join(' ')}; do [ -e "$name" ] && echo "$name"; done; true`,
    );
    expect(present).toBe('');
  });
});

describe.each([0, 1])('instance %i of two on one database', (index) => {
  const instance = () => instances[index]!;
  const get = (path: string, init?: RequestInit) => fetch(instance().origin + path, init);

  it('renders a page on the server, with the catalogue from PostgreSQL', async () => {
    const home = await get('/');
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await home.text()).toMatch(/<main id="main-content"[^>]*>[\s\S]*<h1[^>]*>[^<]+<\/h1>/);
    const details = await get(`/equipments/${item.id}/details`);
    expect(details.status).toBe(200);
    expect(await details.text()).toContain(asHtmlText(item.name));
  });

  it('answers the API', async () => {
    const response = await get(`/api/v1/equipments/${item.id}`);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({ id: item.id, name: item.name });
  });

  it("serves the operators' console and its script", async () => {
    const page = await get('/ops');
    expect(page.status).toBe(200);
    const html = await page.text();
    const script = /<script src="(\/ops\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await get(script!)).status).toBe(200);
  });

  it('takes a quote request as the site sends it, with the XSRF cookie echoed in the header', async () => {
    const issued = await get('/api/v1/xsrf-token');
    const token = /XSRF-TOKEN=([^;]+)/.exec(issued.headers.get('set-cookie') ?? '')?.[1];
    expect(token).toBeDefined();
    const response = await get('/api/v1/requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token! },
      body: JSON.stringify(validQuote()),
    });
    expect(response.status).toBe(201);
    expect((await response.json()).data.reference).toEqual(expect.any(String));
  });

  it('runs the server as uid 1000, a child of tini', async () => {
    const pid = await serverPid(instance().name);
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    expect(/^Uid:\s+(\d+)\s+(\d+)/m.exec(status)?.slice(1)).toEqual(['1000', '1000']);
    expect(residentMb(pid)).toBeGreaterThan(0);
    const processes = await podman(['top', instance().name, 'user', 'args']);
    expect(processes).toMatch(
      /^node\s+\/usr\/bin\/tini -- node --enable-source-maps api\/dist\/server\.mjs/m,
    );
  });

  it('writes nowhere but DATA_DIR, not even as root', async () => {
    const write = (file: string) =>
      podman(['exec', '--user', 'root', instance().name, 'touch', file]).then(
        () => 'written',
        (error: Error) => error.message,
      );
    expect(await write('/app/probe')).toMatch(/Read-only file system/);
    expect(await write('/probe')).toMatch(/Read-only file system/);
    expect(await write('/var/lib/doral-rentals/probe')).toBe('written');
  });
});

describe('stopping', () => {
  it('ends each server on SIGTERM through tini, with exit code 0', async () => {
    for (const { name } of instances) {
      await podman(['stop', '--time', '10', name]);
      expect(await podman(['inspect', '--format', '{{.State.ExitCode}}', name])).toBe('0');
    }
  });
});
