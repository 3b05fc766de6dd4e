import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The API's compiled programs (build-config/api-server-build.ts). */
type Program = 'server' | 'migrate' | 'seed' | 'quotes';

/**
 * The arguments to `node` that run one of the build's programs as production runs it: the build's
 * JavaScript (`npm run build`), its stack traces mapped back to the TypeScript. Tests and journeys start
 * these, so what they pass is what ships.
 */
export function compiledProgramArgs(program: Program): string[] {
  const file = path.resolve(import.meta.dirname, `../../dist/${program}.mjs`);
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: build the server first (npm run build -w api)`);
  return ['--enable-source-maps', file];
}

export const compiledServerArgs = (): string[] => compiledProgramArgs('server');

/**
 * Runs one of the build's programs to its end from the repository root with exactly `env`, as a
 * release step or a start-up that must refuse does: its exit code and everything it wrote.
 */
export function runCompiledProgram(program: Program, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, compiledProgramArgs(program), {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}
