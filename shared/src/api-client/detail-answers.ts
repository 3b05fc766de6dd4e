import type { Language } from '../contracts/vocabulary.ts';

/** Where the API answers one catalogue item, under `API_BASE`, its texts in `lang`. */
export const detailAnswerPaths = {
  equipment: (id: number, lang: Language) => `/equipments/${id}?lang=${lang}`,
  service: (id: number, lang: Language) => `/services/${id}/show?lang=${lang}`,
  package: (id: number, lang: Language) => `/packages/${id}/show?lang=${lang}`,
} as const;
