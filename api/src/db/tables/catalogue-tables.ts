import { relations, sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { searchColumns, searchIndex } from '../search-columns.ts';
import { contentTranslationsColumn, translationsColumn } from './translation-columns.ts';

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    translations: translationsColumn(),
    position: integer('position').notNull().default(0),
    ...searchColumns(),
  },
  (t) => [searchIndex('categories_search_idx', t)],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    translations: translationsColumn(),
    position: integer('position').notNull().default(0),
    ...searchColumns(),
  },
  (t) => [
    index('subcategories_category_id_idx').on(t.categoryId),
    searchIndex('subcategories_search_idx', t),
  ],
);

export const equipments = pgTable(
  'equipments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    translations: contentTranslationsColumn<'description'>(),
    mainImage: text('main_image'),
    searchKey: text('search_key').notNull(),
    ...searchColumns(),
  },
  (t) => [
    // Lists read only these indexes until they know the page's ids (see equipmentListQuery), so each
    // holds every column a list filters or sorts by. Both are in the order of "A - Z": the search key, then
    // the name, in byte order ("C", the same on PGlite and PostgreSQL), then the id
    // (api/src/db/name-order.ts, docs/decisions/018-a-z-order.md). This one serves the
    // subcategory filter in that order, and the category filter (one range per subcategory of the
    // category), counted and filtered without the table. It also serves the foreign key.
    index('equipments_subcategory_name_order_idx').on(
      t.subcategoryId,
      sql`${t.searchKey} collate "C"`,
      sql`${t.name} collate "C"`,
      t.id,
    ),
    // "A - Z" walked forwards and "Z - A" backwards until a page is full of matches.
    index('equipments_name_order_idx').on(
      sql`${t.searchKey} collate "C"`,
      sql`${t.name} collate "C"`,
      t.id,
      t.subcategoryId,
    ),
    // The search: every row whose vector holds one of the query's words.
    searchIndex('equipments_search_idx', t),
  ],
);

export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    translations: contentTranslationsColumn<'title' | 'description'>(),
    mainImage: text('main_image'),
    searchKey: text('search_key').notNull(),
    ...searchColumns(),
  },
  (t) => [searchIndex('services_search_idx', t)],
);

export const packages = pgTable(
  'packages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    translations: contentTranslationsColumn<'name' | 'description'>(),
    mainImage: text('main_image'),
    searchKey: text('search_key').notNull(),
    ...searchColumns(),
  },
  (t) => [searchIndex('packages_search_idx', t)],
);

export const packageItems = pgTable(
  'package_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    itemName: text('item_name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('package_items_package_id_idx').on(t.packageId)],
);

export const categoriesRelations = relations(categories, ({ many }) => ({
  subcategories: many(subcategories),
}));
export const subcategoriesRelations = relations(subcategories, ({ one, many }) => ({
  category: one(categories, { fields: [subcategories.categoryId], references: [categories.id] }),
  equipments: many(equipments),
}));
export const equipmentsRelations = relations(equipments, ({ one }) => ({
  subcategory: one(subcategories, { fields: [equipments.subcategoryId], references: [subcategories.id] }),
}));
export const packagesRelations = relations(packages, ({ many }) => ({ items: many(packageItems) }));
export const packageItemsRelations = relations(packageItems, ({ one }) => ({
  package: one(packages, { fields: [packageItems.packageId], references: [packages.id] }),
}));
