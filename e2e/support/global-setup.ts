import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The canary the delivery journeys roll out: the catalogue built again, stamped with another version. */
export const CANARY_VERSION = '1.1.0-canary';

/** Builds it before the run; a failed build only fails the journeys that need the canary. */
export default function globalSetup() {
  try {
    execFileSync('npm', ['run', 'build', '-w', 'mf-catalogue'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, MF_BUILD_VERSION: CANARY_VERSION },
      stdio: 'pipe',
    });
  } catch (error) {
    console.warn(
      `The catalogue canary (${CANARY_VERSION}) did not build:`,
      (error as { stderr?: Buffer }).stderr?.toString().slice(-2000),
    );
  }
}
