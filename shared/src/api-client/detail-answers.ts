import type { ItemType } from '../contracts/vocabulary.ts';
import { routePatterns } from '../routes/paths.ts';

/** Where the API answers one catalogue item, under `API_BASE`. */
export const detailAnswerPaths = {
  equipment: (id: number) => `/equipments/${id}`,
  service: (id: number) => `/services/${id}/show`,
  package: (id: number) => `/packages/${id}/show`,
} as const;

/**
 * The item each detail page draws its first screen from, by its route pattern, and where the API answers
 * it: the site server hints that answer and the item's picture with the page, so they download while the
 * page's code does (issue 8).
 */
export const detailPageItems: Readonly<Record<string, { type: ItemType; answer: (id: number) => string }>> = {
  [routePatterns.equipmentDetail]: { type: 'equipment', answer: detailAnswerPaths.equipment },
  [routePatterns.serviceDetail]: { type: 'service', answer: detailAnswerPaths.service },
  [routePatterns.packageDetail]: { type: 'package', answer: detailAnswerPaths.package },
};
