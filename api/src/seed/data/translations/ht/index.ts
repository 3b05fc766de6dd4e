import type { SeedContentTranslations } from '../../../seed-types.ts';
import { cameraEquipment } from './equipment-camera.ts';
import { gripEquipment } from './equipment-grip.ts';
import { gripTrucksEquipment } from './equipment-grip-trucks.ts';
import { lightingEquipment } from './equipment-lighting.ts';
import { powerEquipment } from './equipment-power.ts';
import { riggingEquipment } from './equipment-rigging.ts';
import { soundEquipment } from './equipment-sound.ts';
import { stagingEquipment } from './equipment-staging.ts';
import { videoEquipment } from './equipment-video.ts';
import { packages, projects, services, staff } from './content.ts';

/** The company's own texts in Haitian Creole (docs/product.md#language), by the id of the row each translates. */
export const creoleContent: SeedContentTranslations = {
  equipment: {
    ...lightingEquipment,
    ...soundEquipment,
    ...videoEquipment,
    ...cameraEquipment,
    ...riggingEquipment,
    ...gripEquipment,
    ...gripTrucksEquipment,
    ...powerEquipment,
    ...stagingEquipment,
  },
  services,
  packages,
  projects,
  staff,
};
