import type { ItemType } from '../contracts/vocabulary.ts';
import { routePatterns } from '../routes/paths.ts';

/** Cards across a list's first row at the widest (the content width), all on the first screen. */
export const LIST_FIRST_ROW = 4;

/**
 * The catalogue lists whose first screen the server draws (issue 8): what they list, in the API's order
 * when no sort is chosen, and how many drop-downs their toolbar has beside the search, so that the
 * layer's boxes fall where the page draws its own (mf-catalogue list.module.css).
 */
export const listFirstScreens: Readonly<Record<string, { type: ItemType; toolbarSelects: number }>> = {
  [routePatterns.equipments]: { type: 'equipment', toolbarSelects: 3 },
  [routePatterns.services]: { type: 'service', toolbarSelects: 1 },
  [routePatterns.packages]: { type: 'package', toolbarSelects: 1 },
};
