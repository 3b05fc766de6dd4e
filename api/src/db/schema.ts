/**
 * The database's one schema, as drizzle-kit reads it (api/drizzle.config.ts) and the code imports it: the
 * tables of each domain are in tables/, re-exported here.
 *
 * `search_key` columns hold the name or title folded by `foldForSearch` (no case, no accents): what lists
 * sort "A - Z" by (docs/decisions/018-a-z-order.md). The search columns (db/search-columns.ts) are what the
 * search finds and ranks rows by (docs/decisions/020-search-relevance.md).
 */
export type { ContentTranslations, TitleTranslations } from './tables/translation-columns.ts';
export * from './tables/catalogue-tables.ts';
export * from './tables/content-tables.ts';
export * from './tables/quote-and-contact-tables.ts';
export * from './tables/search-tables.ts';
export * from './tables/health-tables.ts';
export * from './tables/release-tables.ts';
export * from './tables/outbox-tables.ts';
export * from './tables/ops-session-tables.ts';
