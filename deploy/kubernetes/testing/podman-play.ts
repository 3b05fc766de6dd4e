import net from 'node:net';
import { stringify } from 'yaml';
import { type Container, findManifest, type Manifest, podSpecOf } from './kustomize-base.ts';

/**
 * The base's ConfigMap and Deployment as `podman kube play --network host` can run them on a build machine
 * (docs/operations.md#kubernetes): one replica, since replicas on the host's network would share its ports;
 * the server's ports moved to the ones given, in the ConfigMap and in the probes; the container ports left
 * out, which podman turns into port mappings it refuses on the host's network; the objects and the Secret
 * they read renamed after `name`, so that runs side by side do not meet. Podman plays neither Services,
 * budgets, autoscalers nor Jobs, nor its probes without systemd: the test does their part.
 */
export function playableDeployment(
  manifests: Manifest[],
  { name, ports }: { name: string; ports: { http: number; ops: number; metrics: number } },
): string {
  const configMap = structuredClone(findManifest(manifests, 'ConfigMap'));
  const deployment = structuredClone(findManifest(manifests, 'Deployment'));
  const configName = configMap.metadata.name;
  configMap.metadata.name = `${name}-config`;
  configMap.data = {
    ...(configMap.data as Record<string, string>),
    PORT: String(ports.http),
    OPS_PORT: String(ports.ops),
    METRICS_PORT: String(ports.metrics),
  };
  deployment.metadata.name = name;
  (deployment.spec as { replicas: number }).replicas = 1;
  for (const container of podSpecOf(deployment)!.containers as Container[]) {
    const named = Object.fromEntries(
      ((container.ports as { name: string; containerPort: number }[]) ?? []).map((port) => [
        port.name,
        port.containerPort,
      ]),
    );
    const moved: Record<number, number> = {
      [named.http!]: ports.http,
      [named.ops!]: ports.ops,
      [named.metrics!]: ports.metrics,
    };
    delete container.ports;
    for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe']) {
      const httpGet = (container[probe] as { httpGet?: { port: string | number } } | undefined)?.httpGet;
      if (!httpGet) continue;
      const port = typeof httpGet.port === 'string' ? named[httpGet.port] : httpGet.port;
      if (port === undefined) throw new Error(`${container.name}: ${probe} names no port of the container`);
      httpGet.port = moved[port] ?? port;
    }
    for (const source of (container.envFrom as { configMapRef?: { name: string } }[]) ?? [])
      if (source.configMapRef?.name === configName) source.configMapRef.name = configMap.metadata.name;
    for (const variable of (container.env as { valueFrom?: { secretKeyRef?: { name: string } } }[]) ?? [])
      if (variable.valueFrom?.secretKeyRef) variable.valueFrom.secretKeyRef.name = secretNameFor(name);
  }
  return [configMap, deployment].map((manifest) => stringify(manifest)).join('---\n');
}

/** The podman secret a played Deployment named `name` reads its secretKeyRefs from. */
export const secretNameFor = (name: string) => `${name}-secrets`;

/**
 * A Kubernetes Secret's data as podman 4's `kube play` reads a secretKeyRef: the podman secret's content is
 * a JSON object of the keys, each value base64-encoded.
 */
export const podmanSecretData = (values: Record<string, string>) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, Buffer.from(value).toString('base64')]),
    ),
  );

/** `count` ports from `first` to `last` that no process listens on now. */
export async function freePortsIn(first: number, last: number, count: number): Promise<number[]> {
  const free: number[] = [];
  for (let port = first; port <= last && free.length < count; port++)
    if (await canListen(port)) free.push(port);
  if (free.length < count) throw new Error(`fewer than ${count} free ports from ${first} to ${last}`);
  return free;
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}
