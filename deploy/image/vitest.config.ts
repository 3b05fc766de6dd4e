import { defineConfig } from 'vitest/config';

// The image's test, apart from the root's projects: `vitest run` leaves it out; `npm run test:image` runs it
// (it builds an image and runs containers, which needs podman and root).
export default defineConfig({
  test: {
    name: 'image',
    root: import.meta.dirname,
    include: ['image.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Base images, the build and the image, at worst all made anew.
    hookTimeout: 360_000,
  },
});
