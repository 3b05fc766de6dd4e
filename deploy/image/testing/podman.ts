import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const imageFolder = path.resolve(import.meta.dirname, '..');
export const repositoryRoot = path.resolve(imageFolder, '../..');

/** The image the test and the benchmark build from the repository and run. */
export const IMAGE = 'localhost/doral-rentals:latest';
/** The stand-in deploy/image/prepare-base.sh makes under the official image's name. */
export const NODE_IMAGE = 'localhost/node:26-bookworm-slim';

// Podman's settings for machines without systemd cgroups, unless the caller names its own.
const podmanEnvironment = {
  ...process.env,
  CONTAINERS_CONF: process.env.CONTAINERS_CONF ?? path.join(imageFolder, 'containers.conf'),
};

const execFileAsync = promisify(execFile);

/** A podman command's standard output; a failure throws with podman's own message. */
export async function podman(args: string[]): Promise<string> {
  const { stdout } = await execFileAsync('podman', args, {
    env: podmanEnvironment,
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout.trim();
}

/** A shell script run in a throwaway container of the image (not its server): its standard output. */
export const shellInImage = (script: string): Promise<string> =>
  podman(['run', '--rm', '--entrypoint', 'sh', IMAGE, '-c', script]);

/** A long command whose output goes to the terminal as it comes; resolves with the seconds it took. */
export function step(command: string, args: string[], cwd = repositoryRoot): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: podmanEnvironment, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve((Date.now() - started) / 1000);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}

/** The base images, made once per machine (the script keeps those already there). */
export const prepareBase = () => step(path.join(imageFolder, 'prepare-base.sh'), []);

/** The build the image copies, made when a part of it is missing. */
export async function ensureBuilt(): Promise<number> {
  const outputs = ['api/dist/server.mjs', 'shell/dist/remotes.json', 'ops/dist'];
  if (outputs.every((output) => fs.existsSync(path.join(repositoryRoot, output)))) return 0;
  return step('npm', ['run', 'build']);
}

/**
 * `podman build` of the repository's Dockerfile on the stand-in Node image. The npm registry may sit behind
 * a proxy signing TLS with its own authority: the one Node trusts here (NODE_EXTRA_CA_CERTS) goes to the
 * dependencies' step as a build secret, which no layer keeps.
 */
export function buildImage(): Promise<number> {
  const authority = process.env.NODE_EXTRA_CA_CERTS;
  const secret =
    authority && fs.existsSync(authority) ? ['--secret', `id=ca-certificates,src=${authority}`] : [];
  return step('podman', [
    'build',
    '--quiet',
    '--network',
    'host',
    ...secret,
    '--build-arg',
    `NODE_IMAGE=${NODE_IMAGE}`,
    '--tag',
    IMAGE,
    repositoryRoot,
  ]);
}

/** The uncompressed size of an image, in bytes. */
export const imageBytes = async (image: string) =>
  Number(await podman(['image', 'inspect', '--format', '{{.Size}}', image]));
