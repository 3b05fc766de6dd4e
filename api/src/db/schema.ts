import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** `search_key` columns hold the name or title folded by `foldForSearch` (no case, no accents). */

export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('subcategories_category_id_idx').on(t.categoryId)],
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
    mainImage: text('main_image'),
    searchKey: text('search_key').notNull(),
  },
  (t) => [
    // Lists read only these indexes until they know the page's ids (see equipmentListQuery), so each
    // ends with the search key. This one serves the subcategory filter in name order, and the category
    // filter (one range per subcategory of the category), counted and filtered without the table. It
    // also serves the foreign key.
    index('equipments_subcategory_id_name_idx').on(t.subcategoryId, t.name, t.id, t.searchKey),
    // The sort by name, walked in order until a page is full of matches.
    index('equipments_name_idx').on(t.name, t.id, t.subcategoryId, t.searchKey),
    // The wildcard search `search_key LIKE '%sky%panel%'` (pg_trgm, created by migration 0004).
    index('equipments_search_key_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

export const services = pgTable('services', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  mainImage: text('main_image'),
  searchKey: text('search_key').notNull(),
});

export const packages = pgTable('packages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  mainImage: text('main_image'),
  searchKey: text('search_key').notNull(),
});

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

export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
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
  avatar: text('avatar'),
  position: integer('position').notNull().default(0),
});

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    customerName: text('customer_name').notNull(),
    companyName: text('company_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    type: text('type').notNull(),
    deliveryDate: timestamp('delivery_date', { withTimezone: true, mode: 'date' }).notNull(),
    totalDays: integer('total_days').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryCity: text('delivery_city').notNull(),
    deliveryState: text('delivery_state').notNull(),
    deliveryZip: text('delivery_zip').notNull(),
    language: text('language').notNull().default('en'),
    /** Set when a honeypot or fill-time check tripped: stored for review, never silently dropped. */
    suspectedSpam: boolean('suspected_spam').notNull().default(false),
    spamReason: text('spam_reason'),
    /** The client's Idempotency-Key and a hash of the body it came with: a repeat returns the first answer. */
    idempotencyKey: text('idempotency_key'),
    idempotencyHash: text('idempotency_hash'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quote_requests_reference_key').on(t.reference),
    uniqueIndex('quote_requests_idempotency_key').on(t.idempotencyKey),
  ],
);

export const quoteRequestItems = pgTable(
  'quote_request_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quoteRequestId: integer('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    /** The item's name when the request was made, so the request reads the same if the catalogue changes. */
    itemName: text('item_name').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('quote_request_items_request_idx').on(t.quoteRequestId)],
);

export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  suspectedSpam: boolean('suspected_spam').notNull().default(false),
  spamReason: text('spam_reason'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

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
export const quoteRequestsRelations = relations(quoteRequests, ({ many }) => ({
  items: many(quoteRequestItems),
}));
export const quoteRequestItemsRelations = relations(quoteRequestItems, ({ one }) => ({
  request: one(quoteRequests, { fields: [quoteRequestItems.quoteRequestId], references: [quoteRequests.id] }),
}));

/** Failed remote loads reported by browsers (canary fallbacks), counted per remote, version and channel. */
export const remoteLoadFailures = pgTable(
  'remote_load_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    channel: text('channel').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('remote_load_failures_key').on(t.remote, t.version, t.channel)],
);

/**
 * The transactional outbox: e-mails queued in the same transaction as the quote request or contact message
 * they tell about, then rendered and sent by the mail sender. Rows are never deleted: a row ends `sent` or,
 * after its last attempt, `failed`. `locked_until` is the lease of the sender that claimed the row, so two
 * API instances never send it at the same time; `message_id` stays the same on every attempt, so a repeat
 * after a crash between sending and marking collapses in mail clients.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    quoteRequestId: integer('quote_request_id').references(() => quoteRequests.id, { onDelete: 'cascade' }),
    contactMessageId: integer('contact_message_id').references(() => contactMessages.id, {
      onDelete: 'cascade',
    }),
    messageId: text('message_id').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outbox_emails_message_id_key').on(t.messageId),
    index('outbox_emails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_emails_quote_request_idx').on(t.quoteRequestId),
    index('outbox_emails_contact_message_idx').on(t.contactMessageId),
    check('outbox_emails_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check(
      'outbox_emails_one_subject_check',
      sql`(${t.quoteRequestId} is null) <> (${t.contactMessageId} is null)`,
    ),
  ],
);
