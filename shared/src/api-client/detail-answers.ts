import { routePatterns } from '../routes/paths.ts';

/** Where the API answers one catalogue item, under `API_BASE`. */
export const detailAnswerPaths = {
  equipment: (id: number) => `/equipments/${id}`,
  service: (id: number) => `/services/${id}/show`,
  package: (id: number) => `/packages/${id}/show`,
} as const;

/**
 * The answer each detail page draws its first screen from, by its route pattern: the site server hints
 * it with the page, so it downloads while the page's code does (issue 8).
 */
export const detailPageAnswers: Readonly<Record<string, (id: number) => string>> = {
  [routePatterns.equipmentDetail]: detailAnswerPaths.equipment,
  [routePatterns.serviceDetail]: detailAnswerPaths.service,
  [routePatterns.packageDetail]: detailAnswerPaths.package,
};
