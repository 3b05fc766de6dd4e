/** The seven testimonials of the home page (docs/product.md#home); every text (quote, name, role) is in the translations. */
export const TESTIMONIALS = ['renata', 'marcus', 'ana', 'david', 'gabrielle', 'jennifer', 'thomas'] as const;
