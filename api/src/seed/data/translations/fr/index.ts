import type { SeedContentTranslations } from '../../../seed-types.ts';
import { packages, projects, services, staff } from './content.ts';
import { lightingEquipment } from './equipment-lighting.ts';
import { soundEquipment } from './equipment-sound.ts';
import { videoEquipment } from './equipment-video.ts';

/** The company's own texts in French (docs/product.md#language), by the id of the row each translates. */
export const frenchContent: SeedContentTranslations = {
  equipment: { ...lightingEquipment, ...soundEquipment, ...videoEquipment },
  services,
  packages,
  projects,
  staff,
};
