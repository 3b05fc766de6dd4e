import { paths } from '@rental/shared/routes/paths.ts';

/** The header links besides Home and the equipment menu (docs/product.md#header). */
export const navLinks = [
  { to: paths.services(), key: 'nav.services' },
  { to: paths.packages(), key: 'nav.packages' },
  { to: paths.latestProjects(), key: 'nav.latestProjects' },
  { to: paths.requestQuote(), key: 'nav.requestQuote' },
] as const;
