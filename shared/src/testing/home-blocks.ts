/** The home page's blocks, in this order (docs/product.md#home), by their `data-block`. */
export const HOME_BLOCKS = [
  'hero',
  'about',
  'stats',
  'services',
  'trucks',
  'gallery',
  'testimonials',
  'inventory',
  'pricing',
  'news',
  'clients',
  'progress',
];
