import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const STARTUP_TIMEOUT_MS = 15_000;

/** A proxy (HAProxy, nginx) run in the foreground by a journey or a benchmark, in a folder of its own. */
export interface ProxyProcess {
  origin: string;
  close(): Promise<void>;
}

/** Whether something on this machine accepts connections on `port`: a proxy started is one that listens. */
export const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * The proxy `child` once it listens on `port`; closing it sends `stopSignal`, waits for it to exit and
 * removes `folder`. One that exits first, or does not listen within 15 s, is killed and its folder removed,
 * and the error says what it wrote to stderr.
 */
export async function listeningProxy(
  name: string,
  child: ChildProcess,
  { port, folder, stopSignal }: { port: number; folder: string; stopSignal: NodeJS.Signals },
): Promise<ProxyProcess> {
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const started = Date.now();
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() - started > STARTUP_TIMEOUT_MS) {
      child.kill('SIGKILL');
      fs.rmSync(folder, { recursive: true, force: true });
      throw new Error(`${name} did not start on port ${port}:\n${errors.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(stopSignal);
        await exited;
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
