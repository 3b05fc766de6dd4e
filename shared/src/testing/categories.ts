import type { Category } from '../contracts/catalogue.ts';

/** Two categories of the catalogue's shape, for the header's menu and the equipment lists' filters. */
export const categories: Category[] = [
  {
    id: 1,
    title: 'Lighting',
    translations: { ht: 'Limyè', es: 'Iluminación', fr: 'Éclairage' },
    subcategories: [
      {
        id: 1,
        title: 'LED Panels',
        translations: { ht: 'Panno LED', es: 'Paneles LED', fr: 'Panneaux LED' },
      },
      { id: 2, title: 'Fresnels', translations: { ht: 'Fresnel', es: 'Fresneles', fr: 'Fresnels' } },
    ],
  },
  {
    id: 2,
    title: 'Sound',
    translations: { ht: 'Son', es: 'Sonido', fr: 'Son' },
    subcategories: [
      { id: 15, title: 'Microphones', translations: { ht: 'Mikwo', es: 'Micrófonos', fr: 'Micros' } },
    ],
  },
];

/** The translations of a test category that only needs a title: the English one in every language. */
export const untranslated = (title: string) => ({ ht: title, es: title, fr: title });
