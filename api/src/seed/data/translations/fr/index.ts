import type { SeedContentTranslations } from '../../../seed-types.ts';
import { packages, projects, services, staff } from './content.ts';
import { equipment } from './equipment.ts';

/** The company's own texts in French (docs/product.md#language), by the id of the row each translates. */
export const frenchContent: SeedContentTranslations = { equipment, services, packages, projects, staff };
