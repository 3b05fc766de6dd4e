import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { sharedVersions } from './build-config/shared-versions.ts';
import { REMOTES } from './shared/src/federation/remote-modules.ts';
import { allStableRemotes } from './shared/src/testing/stable-remotes.ts';

const web = (name: string, root: string, include = ['src/**/*.test.{ts,tsx}']) => ({
  define: {
    __BUILT_IN_REMOTES__: JSON.stringify(allStableRemotes()),
    __SHARED_VERSIONS__: JSON.stringify(sharedVersions()),
  },
  test: {
    name,
    root,
    environment: 'jsdom',
    // Node 25 and later have a Web Storage of their own, empty without a file, and the test window
    // then keeps it instead of jsdom's: without it, localStorage is jsdom's, as in a browser.
    execArgv: ['--no-experimental-webstorage'],
    include,
    setupFiles: ['../shared/src/testing/setup-web.ts'],
  },
});

export default defineConfig({
  test: {
    // One test file per core. Vitest's default keeps a core for itself, which on a two-core CI runner
    // runs every file one after the other; most files wait on a database or a server, not on the CPU.
    maxWorkers: availableParallelism(),
    projects: [
      web('shared', './shared'),
      web('shell', './shell'),
      ...REMOTES.map(({ folder }) => web(folder, `./${folder}`)),
      // The operators' console is no remote, so REMOTES does not list it (docs/decisions/025).
      web('ops', './ops'),
      {
        test: {
          name: 'api',
          root: './api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      // The teams' commands (contract check, publishing, rollout), tested as they run: in Node, as processes.
      {
        test: {
          name: 'release-tools',
          root: './release-tools',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      // The deployment's descriptions and procedures (Kubernetes manifests, rolling deploys) in Node; the
      // image's own tests build it with podman and run apart (npm run test:image).
      {
        test: {
          name: 'deploy',
          root: './deploy',
          environment: 'node',
          include: ['**/*.test.ts'],
          // The base played by podman runs with the image's tests (npm run test:image).
          exclude: ['image/**', 'kubernetes/kube-play.test.ts', '**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      // The documents' own checks: the files the decision records cite, the architecture's index of them, and
      // the house style's limit on a production file's length.
      { test: { name: 'docs', root: './docs', environment: 'node', include: ['**/*.test.ts'] } },
      // In Node: these tests run builds of their own, in a copy of the repository, leaving the site built
      // for the other tests as it is.
      {
        test: {
          name: 'build-config',
          root: './build-config',
          environment: 'node',
          include: ['**/*.test.ts'],
        },
      },
    ],
  },
});
