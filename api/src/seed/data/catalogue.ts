import type { SeedCategory } from '../seed-types.ts';
import { lighting } from './catalogue-lighting.ts';
import { sound } from './catalogue-sound.ts';
import { video } from './catalogue-video.ts';
import { camera } from './catalogue-camera.ts';
import { rigging } from './catalogue-rigging.ts';
import { grip } from './catalogue-grip.ts';
import { gripTrucks } from './catalogue-grip-trucks.ts';
import { powerAndGenerators } from './catalogue-power.ts';
import { stagingAndEffects } from './catalogue-staging.ts';

/**
 * The equipment catalogue: categories, their subcategories (in menu order) and the items in each.
 * Ids are fixed and globally unique per level; each subcategory's items share one illustration.
 */
export const categories: SeedCategory[] = [
  lighting,
  sound,
  video,
  camera,
  rigging,
  grip,
  gripTrucks,
  powerAndGenerators,
  stagingAndEffects,
];
