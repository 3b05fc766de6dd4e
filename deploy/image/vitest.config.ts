import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The image's tests, apart from the root's projects: `vitest run` leaves them out; `npm run test:image` runs
// them (they build an image and run containers, which needs podman and root): the image itself, then the
// Kubernetes base played by podman with that image. One file after the other: both build the image, the
// second from podman's cache.
export default defineConfig({
  test: {
    name: 'image',
    root: path.resolve(import.meta.dirname, '..'),
    include: ['image/image.test.ts', 'kubernetes/kube-play.test.ts'],
    fileParallelism: false,
    environment: 'node',
    testTimeout: 30_000,
    // Base images, the build and the image, at worst all made anew.
    hookTimeout: 360_000,
  },
});
