/** The seven testimonials of SPEC §1; every text (quote, name, role) is in the translations. */
export const TESTIMONIALS = ['renata', 'marcus', 'ana', 'david', 'gabrielle', 'jennifer', 'thomas'] as const;
