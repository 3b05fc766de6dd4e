import fs from 'node:fs';
import net from 'node:net';
import { IMAGE, podman } from './podman.ts';

const STARTUP_TIMEOUT_MS = 60_000;

/**
 * How production runs the image here (docs/operations.md): the host's network, the root file system
 * read-only, the image's DATA_DIR volume the only place it writes, the host's ulimits (this machine refuses
 * podman's defaults).
 */
const runOptions = (env: Record<string, string>) => [
  '--ulimit',
  'host',
  '--network',
  'host',
  '--read-only',
  ...Object.entries(env).flatMap(([name, value]) => ['--env', `${name}=${value}`]),
];

/** A one-off command in the image (a release step: migrate, seed); resolves with what it printed. */
export const runInImage = (command: string[], env: Record<string, string>) =>
  podman(['run', '--rm', ...runOptions(env), IMAGE, ...command]);

/** A port no process listens on now, for an instance on the host's network. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ImageInstance {
  name: string;
  origin: string;
  /** Milliseconds from `podman run` to the first page served. */
  startupMs: number;
}

/** A container of the image serving on `port`, ready once its home page answers 200. */
export async function startInstance(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<ImageInstance> {
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  await podman(['run', '--detach', '--name', name, ...runOptions({ ...env, PORT: String(port) }), IMAGE]);
  while (!(await servesHomePage(origin))) {
    if (Date.now() - started > STARTUP_TIMEOUT_MS || !(await isRunning(name))) {
      const logs = await podman(['logs', name]).catch((error: Error) => error.message);
      await removeInstance(name);
      throw new Error(`The container ${name} did not serve ${origin}/:\n${logs.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { name, origin, startupMs: Date.now() - started };
}

async function servesHomePage(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/`);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

const isRunning = async (name: string) =>
  (await podman(['inspect', '--format', '{{.State.Running}}', name]).catch(() => 'false')) === 'true';

/** Stops and removes the container and its data volume; one already gone is no error. */
export async function removeInstance(name: string): Promise<void> {
  await podman(['rm', '--force', '--volumes', '--time', '5', name]).catch(() => undefined);
}

/** The server process of a container: the one child of its init (tini), as the host numbers it. */
export async function serverPid(name: string): Promise<number> {
  const initPid = await podman(['inspect', '--format', '{{.State.Pid}}', name]);
  const children = fs.readFileSync(`/proc/${initPid}/task/${initPid}/children`, 'utf8').trim().split(' ');
  if (children.length !== 1 || !children[0]) throw new Error(`${name}'s init has children "${children}"`);
  return Number(children[0]);
}

/** A process's resident memory (VmRSS), in MB. */
export function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round(kilobytes / 1024);
}
