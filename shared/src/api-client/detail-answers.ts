/** Where the API answers one catalogue item, under `API_BASE`. */
export const detailAnswerPaths = {
  equipment: (id: number) => `/equipments/${id}`,
  service: (id: number) => `/services/${id}/show`,
  package: (id: number) => `/packages/${id}/show`,
} as const;
