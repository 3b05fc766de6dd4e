/**
 * The fixed lists of docs/product.md#entities, schema-free, so the browser's first screen can use them without loading the
 * schema library. The schemas in the other contract files are built on them.
 */
export const ITEM_TYPES = ['equipment', 'service', 'package'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const isItemType = (value: unknown): value is ItemType =>
  (ITEM_TYPES as readonly unknown[]).includes(value);

export const LANGUAGES = ['en', 'ht', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
