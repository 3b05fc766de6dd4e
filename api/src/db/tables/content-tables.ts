import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contentTranslationsColumn } from './translation-columns.ts';

export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    translations: contentTranslationsColumn<'category' | 'description'>(),
    mainImage: text('main_image'),
    link: text('link'),
    searchKey: text('search_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('projects_created_at_idx').on(t.createdAt)],
);

export const staff = pgTable('staff', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  title: text('title').notNull(),
  translations: contentTranslationsColumn<'title'>(),
  avatar: text('avatar'),
  position: integer('position').notNull().default(0),
});
