import type { Category } from '../contracts/catalogue.ts';

/** Two categories of the catalogue's shape, for the header's menu and the equipment lists' filters. */
export const categories: Category[] = [
  {
    id: 1,
    title: 'Lighting',
    subcategories: [
      { id: 1, title: 'LED Panels' },
      { id: 2, title: 'Fresnels' },
    ],
  },
  { id: 2, title: 'Sound', subcategories: [{ id: 15, title: 'Microphones' }] },
];
