import type { TestProject } from 'vitest/node';
import { emptyFleetRedis } from './fleet-redis.ts';
import { buildImage, ensureBuilt, prepareBase } from './podman.ts';
import './provided-context.ts';

/**
 * The image, made once per run for every test file that runs it: even with every layer cached, a
 * `podman build` of it takes over a minute here (it copies and hashes the dependencies and the builds).
 */
export default async function setup(project: TestProject) {
  await emptyFleetRedis();
  project.provide('imagePreparationSeconds', {
    'base images': await prepareBase(),
    'site build': await ensureBuilt(),
    'image build': await buildImage(),
  });
}
