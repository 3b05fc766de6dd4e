/**
 * The Kubernetes base run for real on a build machine (docs/operations.md#kubernetes): the release Job's
 * commands in the image against a database of its own, then the Deployment played by `podman kube play` on
 * the host's network with the image the image test builds, its ConfigMap, and its secretKeyRefs read from a
 * podman secret. Run by `npm run test:image` (podman, runc, root, PostgreSQL and Redis).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, uniqueDatabaseName, withDatabase } from '../../api/src/testing/postgres-admin.ts';
import { seededEquipment } from '../../api/src/testing/seed-facts.ts';
import { runInImage } from '../image/testing/image-instance.ts';
import '../image/testing/provided-context.ts';
import { fleetRedisUrl } from '../image/testing/fleet-redis.ts';
import { IMAGE, podman } from '../image/testing/podman.ts';
import { type Container, findManifest, podSpecOf, renderBase } from './testing/kustomize-base.ts';
import { freePortsIn, playableDeployment, podmanSecretData, secretNameFor } from './testing/podman-play.ts';

const STARTUP_TIMEOUT_MS = 60_000;
// The machine's servers, as .ci/run names them for the API's tests.
const postgresAdminUrl =
  process.env.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

const manifests = renderBase({ image: IMAGE });
const name = `doral-kube-test-${process.pid}`;
// Podman names a Deployment's pods <name>-pod-<index> and their containers <pod>-<container>.
const container = `${name}-pod-0-${(podSpecOf(findManifest(manifests, 'Deployment'))!.containers as Container[])[0]!.name}`;
const database = uniqueDatabaseName('rental_kube');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'doral-kube-'));
const playFile = path.join(folder, 'deployment.yaml');
const seeded = seededEquipment[0]!;
let origin = '';
let opsOrigin = '';

beforeAll(async () => {
  const seconds = { ...inject('imagePreparationSeconds') };
  let started = Date.now();
  await adminQuery(postgresAdminUrl, `CREATE DATABASE "${database}"`);
  const databaseUrl = withDatabase(postgresAdminUrl, database);
  // The release Job, step by step as Kubernetes runs it: its init container (migrate), then its container (seed).
  const job = podSpecOf(findManifest(manifests, 'Job'))!;
  for (const step of [...(job.initContainers as Container[]), ...(job.containers as Container[])])
    await runInImage(step.command as string[], { DATABASE_URL: databaseUrl });
  seconds["the release Job's migrate and seed"] = (Date.now() - started) / 1000;

  const secret = path.join(folder, 'secret.json');
  fs.writeFileSync(
    secret,
    podmanSecretData({
      DATABASE_URL: databaseUrl,
      REDIS_URL: fleetRedisUrl,
      HEALTH_TOKEN_SECRET: 'kube-play-health-secret-0123456789',
      OPS_TOKEN: 'kube-play-operator-token-0123456789',
    }),
  );
  await podman(['secret', 'create', secretNameFor(name), secret]);

  const [http, ops, metrics] = await freePortsIn(8450, 8499, 3);
  origin = `http://127.0.0.1:${http}`;
  opsOrigin = `http://127.0.0.1:${ops}`;
  fs.writeFileSync(
    playFile,
    playableDeployment(manifests, { name, ports: { http: http!, ops: ops!, metrics: metrics! } }),
  );
  started = Date.now();
  await podman(['kube', 'play', '--network', 'host', playFile]);
  while (!(await answers(`${origin}/`))) {
    if (Date.now() - started > STARTUP_TIMEOUT_MS || !(await isRunning())) {
      const logs = await podman(['logs', container]).catch((error: Error) => error.message);
      throw new Error(`The played Deployment did not serve ${origin}/:\n${logs.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  seconds['kube play to the first page'] = (Date.now() - started) / 1000;
  console.log(
    Object.entries(seconds)
      .map(([what, s]) => `${what}: ${s.toFixed(1)} s`)
      .join('\n'),
  );
});

afterAll(async () => {
  const stopping = Date.now();
  await podman(['kube', 'down', playFile]).catch(() => undefined);
  console.log(`kube down: ${((Date.now() - stopping) / 1000).toFixed(1)} s`);
  await podman(['secret', 'rm', secretNameFor(name)]).catch(() => undefined);
  await adminQuery(postgresAdminUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  fs.rmSync(folder, { recursive: true, force: true });
});

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

const isRunning = async () =>
  (await podman(['inspect', '--format', '{{.State.Running}}', container]).catch(() => 'false')) === 'true';

describe('the Deployment played by podman', () => {
  it('answers its liveness and readiness probes with 200', async () => {
    const live = await fetch(`${origin}/livez`);
    expect(live.status).toBe(200);
    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it('serves a page rendered from the migrated and seeded database', async () => {
    const page = await fetch(`${origin}/`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toMatch(/<main id="main-content"[^>]*>[\s\S]*<h1[^>]*>[^<]+<\/h1>/);
    const equipment = await fetch(`${origin}/api/v1/equipments/${seeded.id}`);
    expect(equipment.status).toBe(200);
    expect((await equipment.json()).data).toMatchObject({ id: seeded.id, name: seeded.name });
  });

  it("serves the operators' console on its own port", async () => {
    expect((await fetch(`${opsOrigin}/ops`)).status).toBe(200);
  });

  it('runs as the manifest says: uid 1000, read-only root, no capabilities, the memory limit', async () => {
    const inspected = JSON.parse(
      await podman([
        'inspect',
        '--format',
        '{"user":"{{.Config.User}}","readOnly":{{.HostConfig.ReadonlyRootfs}},"memory":{{.HostConfig.Memory}},"capabilities":{{json .EffectiveCaps}},"security":{{json .HostConfig.SecurityOpt}}}',
        container,
      ]),
    );
    expect(inspected).toMatchObject({
      user: '1000:1000',
      readOnly: true,
      memory: 768 * 1024 * 1024,
      security: expect.arrayContaining(['no-new-privileges']),
    });
    expect(inspected.capabilities ?? []).toEqual([]);
  });
});

describe('stopping the played pod', () => {
  const readinessAnswer = async () => {
    const response = await fetch(`${origin}/readyz`);
    return { status: response.status, body: (await response.json()) as { failed?: string[] } };
  };

  it('drains within its grace period: /readyz 503 while pages are still served, then exit 0', async () => {
    // As the kubelet stops it: SIGTERM, then SIGKILL (exit 137) once the grace period is over.
    const grace = podSpecOf(findManifest(manifests, 'Deployment'))!.terminationGracePeriodSeconds as number;
    const stopped = podman(['stop', '--time', String(grace), container]);
    // Bounded: the server turns unready at once on SIGTERM; the loop only waits for the signal to arrive.
    let readiness = await readinessAnswer();
    for (let tries = 0; readiness.status === 200 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      readiness = await readinessAnswer();
    }
    expect(readiness.status).toBe(503);
    expect(readiness.body.failed).toContain('draining');
    expect((await fetch(`${origin}/`)).status).toBe(200);
    await stopped;
    expect(await podman(['inspect', '--format', '{{.State.ExitCode}}', container])).toBe('0');
    // Beyond the grace period, which podman stop enforces, for the checks around it.
  }, 60_000);
});
