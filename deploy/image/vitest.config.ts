import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The image's tests, apart from the root's projects: `vitest run` leaves them out; `npm run test:image` runs
// them (they build an image and run containers, which needs podman and root): the image itself, then the
// Kubernetes base played by podman with that image, one file after the other. The global set-up builds
// the image once for both.
export default defineConfig({
  test: {
    name: 'image',
    root: path.resolve(import.meta.dirname, '..'),
    include: ['image/image.test.ts', 'kubernetes/kube-play.test.ts'],
    fileParallelism: false,
    globalSetup: ['image/testing/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
