/**
 * The Kubernetes base (docs/operations.md#kubernetes) as `kubectl apply -k` sends it: every object valid
 * against the Kubernetes API's schema, offline, and the agreements between the objects and the server that
 * a schema cannot see: the grace period covers the drain, the probes reach real ports, secrets stay out of
 * the manifests, every container runs unprivileged on a read-only root with its resources set.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  baseFolder,
  type Container,
  containersOf,
  findManifest,
  type Manifest,
  podSpecOf,
  readKustomization,
  readYamlDocuments,
  renderBase,
} from './testing/kustomize-base.ts';
import { validateManifest } from './testing/validate-manifest.ts';

const manifests = renderBase();
const deployment = findManifest(manifests, 'Deployment');
const configMap = findManifest(manifests, 'ConfigMap');
const settings = configMap.data as Record<string, string>;
const server = (podSpecOf(deployment)!.containers as Container[])[0]!;
const withPodTemplates = manifests.filter((manifest) => podSpecOf(manifest));

interface Probe {
  httpGet: { path: string; port: string | number };
  periodSeconds: number;
  failureThreshold: number;
}
const probe = (name: 'startupProbe' | 'livenessProbe' | 'readinessProbe') => server[name] as Probe;

describe('the Kubernetes base', () => {
  it('lists every manifest of its folder, once', () => {
    const { resources } = readKustomization();
    expect(new Set(resources).size).toBe(resources.length);
    expect(manifests.map(({ kind }) => kind).sort()).toEqual([
      'ConfigMap',
      'Deployment',
      'HorizontalPodAutoscaler',
      'Job',
      'PodDisruptionBudget',
      'Service',
    ]);
  });

  it.each(manifests.map((manifest) => [`${manifest.kind} ${manifest.metadata.name}`, manifest]))(
    '%s fits the Kubernetes API schema',
    (_, manifest) => {
      expect(() => validateManifest(manifest as Manifest)).not.toThrow();
    },
  );

  it('runs the image the kustomization names, with its tag, in every container', () => {
    const { images } = readKustomization();
    expect(images).toEqual([{ name: 'doral-rentals', newTag: expect.any(String) }]);
    for (const manifest of withPodTemplates)
      for (const container of containersOf(manifest))
        expect(container.image, container.name).toBe(`doral-rentals:${images![0]!.newTag}`);
  });
});

describe('the schema check', () => {
  const broken = (change: (deployment: Manifest) => void) => {
    const copy = structuredClone(deployment);
    change(copy);
    return () => validateManifest(copy);
  };

  it('refuses a field of the wrong type', () => {
    expect(
      broken((copy) => {
        (copy.spec as Record<string, unknown>).replicas = 'two';
      }),
    ).toThrow(/replicas/);
  });

  it("refuses a value outside the field's enum: a port's protocol", () => {
    expect(
      broken((copy) => {
        const container = (podSpecOf(copy)!.containers as Container[])[0]!;
        (container.ports as { protocol?: string }[])[0]!.protocol = 'HTTP';
      }),
    ).toThrow(/protocol/);
  });

  it('refuses a container without its required name', () => {
    expect(
      broken((copy) => {
        delete (podSpecOf(copy)!.containers as Partial<Container>[])[0]!.name;
      }),
    ).toThrow(/name/);
  });

  it('refuses a kind its API version does not have', () => {
    expect(() => validateManifest({ ...deployment, apiVersion: 'batch/v1' })).toThrow(/no kind Deployment/);
  });
});

describe('the Deployment and the server agree', () => {
  it('gives a stopping pod the drain delay and the shutdown timeout before the kubelet kills it', () => {
    const delay = Number(settings.SHUTDOWN_DELAY_SECONDS);
    const timeout = Number(settings.SHUTDOWN_TIMEOUT_SECONDS);
    expect(delay).toBeGreaterThan(0);
    expect(timeout).toBeGreaterThan(0);
    const grace = podSpecOf(deployment)!.terminationGracePeriodSeconds as number;
    expect(grace).toBeGreaterThanOrEqual(delay + timeout);
    // The server's own delay drains it: a preStop hook would add its sleep to the same grace period.
    expect(server.lifecycle).toBeUndefined();
  });

  it('probes /readyz at start-up and for readiness and /livez for liveness, on the named http port', () => {
    expect(probe('startupProbe').httpGet.path).toBe('/readyz');
    expect(probe('readinessProbe').httpGet.path).toBe('/readyz');
    expect(probe('livenessProbe').httpGet.path).toBe('/livez');
    const ports = server.ports as { name: string; containerPort: number }[];
    for (const name of ['startupProbe', 'livenessProbe', 'readinessProbe'] as const)
      expect(ports.map((port) => port.name)).toContain(probe(name).httpGet.port);
  });

  it('waits about two minutes for a schema that a migrate is still bringing up', () => {
    const { periodSeconds, failureThreshold } = probe('startupProbe');
    expect(periodSeconds * failureThreshold).toBeGreaterThanOrEqual(120);
  });

  it('declares the ports the ConfigMap gives the server', () => {
    const ports = Object.fromEntries(
      (server.ports as { name: string; containerPort: number }[]).map(({ name, containerPort }) => [
        name,
        containerPort,
      ]),
    );
    expect(ports).toEqual({
      http: Number(settings.PORT),
      ops: Number(settings.OPS_PORT),
      metrics: Number(settings.METRICS_PORT),
    });
    expect(settings.HOST).toBe('0.0.0.0');
    expect(settings.METRICS_HOST).toBe('0.0.0.0');
  });

  it('sends the Service to the http port of the servers its selector picks', () => {
    const service = findManifest(manifests, 'Service');
    const spec = service.spec as { selector: Record<string, string>; ports: { targetPort: string }[] };
    expect(spec.ports.map(({ targetPort }) => targetPort)).toEqual(['http']);
    const podLabels = (deployment.spec as { template: { metadata: { labels: Record<string, string> } } })
      .template.metadata.labels;
    expect(podLabels).toMatchObject(spec.selector);
  });

  it('scales the Deployment with the autoscaler and keeps one server through disruptions', () => {
    const autoscaler = findManifest(manifests, 'HorizontalPodAutoscaler').spec as {
      scaleTargetRef: { kind: string; name: string };
      minReplicas: number;
    };
    expect(autoscaler.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata.name });
    expect(autoscaler.minReplicas).toBe((deployment.spec as { replicas: number }).replicas);
    const budget = findManifest(manifests, 'PodDisruptionBudget').spec as {
      minAvailable: number;
      selector: { matchLabels: Record<string, string> };
    };
    expect(budget.minAvailable).toBeLessThan(autoscaler.minReplicas);
    expect(budget.selector.matchLabels).toEqual(
      (deployment.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels,
    );
  });

  it('reads every environment variable from the ConfigMap or the Secret, never a value written in', () => {
    for (const manifest of withPodTemplates)
      for (const container of containersOf(manifest))
        for (const variable of (container.env as { name: string; value?: string }[]) ?? [])
          expect(variable.value, `${container.name} ${variable.name}`).toBeUndefined();
    const secretKeys = (server.env as { name: string; valueFrom: { secretKeyRef?: { key: string } } }[])
      .map(({ valueFrom }) => valueFrom.secretKeyRef?.key)
      .sort();
    expect(secretKeys).toEqual([
      'DATABASE_URL',
      'HEALTH_TOKEN_SECRET',
      'OPS_TOKEN',
      'REDIS_URL',
      'RELEASE_TRUSTED_KEYS',
    ]);
    expect(manifests.filter(({ kind }) => kind === 'Secret')).toEqual([]);
    for (const secret of secretKeys) expect(Object.keys(settings)).not.toContain(secret);
  });
});

describe('every container of the base', () => {
  const cases = withPodTemplates.flatMap((manifest) =>
    containersOf(manifest).map(
      (container) => [`${manifest.kind} ${container.name}`, manifest, container] as const,
    ),
  );

  it.each(cases)('%s runs as uid 1000, unprivileged, without capabilities', (_, manifest, container) => {
    const pod = (podSpecOf(manifest)!.securityContext ?? {}) as Record<string, unknown>;
    const own = (container.securityContext ?? {}) as Record<string, unknown>;
    // The container's own settings win over the pod's, as the kubelet applies them.
    const effective = { ...pod, ...own };
    expect(effective).toMatchObject({
      runAsNonRoot: true,
      runAsUser: 1000,
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
      seccompProfile: { type: 'RuntimeDefault' },
    });
  });

  it.each(cases)('%s has a memory limit and CPU and memory requests', (_, _manifest, container) => {
    expect(container.resources).toMatchObject({
      requests: { cpu: expect.any(String), memory: expect.any(String) },
      limits: { memory: expect.any(String) },
    });
  });

  it.each(cases)('%s writes only to volumes of its pod: DATA_DIR and /tmp', (_, manifest, container) => {
    const volumes = new Set(
      ((podSpecOf(manifest)!.volumes as { name: string }[]) ?? []).map(({ name }) => name),
    );
    const mounts = (container.volumeMounts as { name: string; mountPath: string }[]) ?? [];
    for (const mount of mounts) expect(volumes).toContain(mount.name);
    expect(mounts.map(({ mountPath }) => mountPath)).toContain('/tmp');
  });

  it("gives the server its DATA_DIR, the image's, on a volume", () => {
    const mounts = (server.volumeMounts as { mountPath: string }[]).map(({ mountPath }) => mountPath);
    expect(mounts).toContain('/var/lib/doral-rentals');
  });
});

describe('the release Job', () => {
  const job = findManifest(manifests, 'Job');
  const pod = podSpecOf(job)!;

  it('migrates first, then seeds, with the commands of docs/operations.md#release', () => {
    const [migrate] = pod.initContainers as Container[];
    const [seed] = pod.containers as Container[];
    expect(migrate!.command).toEqual(['node', '--enable-source-maps', 'api/dist/migrate.mjs']);
    expect(seed!.command).toEqual(['node', '--enable-source-maps', 'api/dist/seed.mjs']);
    expect(pod.restartPolicy).toBe('Never');
  });

  it('is the YAML file the kustomization lists, unchanged but for its image', () => {
    const [written] = readYamlDocuments(path.join(baseFolder, 'release-job.yaml')) as Manifest[];
    expect(written!.metadata.name).toBe(job.metadata.name);
  });
});
