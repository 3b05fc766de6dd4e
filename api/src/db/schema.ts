import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  type IndexColumn,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { searchColumns } from './search-columns.ts';

/**
 * `search_key` columns hold the name or title folded by `foldForSearch` (no case, no accents): what lists
 * sort "A - Z" by (docs/decisions/018-a-z-order.md). The search columns (db/search-columns.ts) are what the
 * search finds and ranks rows by (docs/decisions/020-search-relevance.md).
 */

/** A title in the site's other languages; English is the row's own `title`. */
export interface TitleTranslations {
  ht: string;
  es: string;
  fr: string;
}

/** The GIN index the search finds rows by: any of their vectors holding a word. */
const searchIndex = (name: string, t: { searchVector: IndexColumn }) =>
  index(name).using('gin', t.searchVector);

const translationsColumn = () =>
  jsonb('translations').$type<TitleTranslations>().notNull().default({ ht: '', es: '', fr: '' });

/**
 * The company's texts of a row in the site's other languages, by language and field; English is the row's
 * own columns. A field missing in a language is answered in English (docs/product.md#language).
 */
export type ContentTranslations<Field extends string> = Partial<
  Record<keyof TitleTranslations, Partial<Record<Field, string>>>
>;

const contentTranslationsColumn = <Field extends string>() =>
  jsonb('translations').$type<ContentTranslations<Field>>().notNull().default({});

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

/**
 * What visitors type, per language, and the catalogue's own English words it means: a search holding `term`
 * also looks for `means` (docs/decisions/020-search-relevance.md). Written by the seed from its data.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    language: text('language').notNull(),
    term: text('term').notNull(),
    means: text('means').notNull(),
  },
  // A term may mean several things ("bocina": line arrays, monitors and subwoofers), one row each.
  (t) => [uniqueIndex('search_synonyms_language_term_means_key').on(t.language, t.term, t.means)],
);

/**
 * Every word the catalogue and the synonyms hold, but function words, with its lexemes in every language the
 * search stems by: a query's word is known when its lexemes meet a word's, and an unknown word is corrected
 * to the words nearest it (the trigram index). `named` when a name, a title or a synonym holds it, not a
 * description alone: a function word of some language ("de") is searched only then. Rebuilt by the seed.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    word: text('word').primaryKey(),
    lexemes: text('lexemes').array().notNull(),
    named: boolean('named').notNull(),
  },
  (t) => [
    // Nearest words by trigrams (`<->`, `<<->`) with no threshold, and a word's beginning (`LIKE 'gen%'`).
    index('search_vocabulary_word_trgm_idx').using('gist', t.word.op('gist_trgm_ops')),
    index('search_vocabulary_lexemes_idx').using('gin', t.lexemes),
  ],
);

/**
 * Searches that found nothing, counted per query as `searchKey` writes it (folded words) and nothing else
 * about who searched: what operators read to learn which synonym to add.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    query: text('query').primaryKey(),
    searches: integer('searches').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('search_misses_searches_idx').on(t.searches)],
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
export const quoteRequestsRelations = relations(quoteRequests, ({ many }) => ({
  items: many(quoteRequestItems),
}));
export const quoteRequestItemsRelations = relations(quoteRequestItems, ({ one }) => ({
  request: one(quoteRequests, { fields: [quoteRequestItems.quoteRequestId], references: [quoteRequests.id] }),
}));

/**
 * Real-user health (docs/decisions/017). The page views a beacon has been counted for, by which client, and
 * whether it was: a client past its share of views in the guard's window is not counted. Kept while a
 * view's token is valid and, at least, for a window.
 */
export const healthViews = pgTable(
  'health_views',
  {
    viewId: text('view_id').primaryKey(),
    clientKey: text('client_key').notNull(),
    counted: boolean('counted').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('health_views_received_idx').on(t.receivedAt),
    index('health_views_client_idx').on(t.clientKey, t.receivedAt),
  ],
);

/**
 * What each page view has already reported, so a repeated beacon counts once, and whether it counted: of the
 * failures of one view and remote only the first does, and a client counts only a few per window.
 */
export const healthViewEvents = pgTable(
  'health_view_events',
  {
    viewId: text('view_id')
      .notNull()
      .references(() => healthViews.viewId, { onDelete: 'cascade' }),
    remote: text('remote').notNull(),
    kind: text('kind').notNull(),
    counted: boolean('counted').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.viewId, t.remote, t.kind] })],
);

/**
 * The counted events per period (a minute unless HEALTH_PERIOD_SECONDS says otherwise), remote, version and
 * channel; kept for HEALTH_RETENTION_DAYS.
 */
export const healthPeriods = pgTable(
  'health_periods',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    channel: text('channel').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true, mode: 'date' }).notNull(),
    views: integer('views').notNull().default(0),
    loadFailures: integer('load_failures').notNull().default(0),
    regionErrors: integer('region_errors').notNull().default(0),
    unhandledErrors: integer('unhandled_errors').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version, t.channel, t.periodStart] }),
    index('health_periods_start_idx').on(t.periodStart),
    // The operators' charts read one remote over a day, whatever its versions.
    index('health_periods_remote_start_idx').on(t.remote, t.periodStart),
  ],
);

/**
 * Web vitals as histograms per period: `bucket` is a value's place on a scale of 5 % steps, enough for a
 * p75 to within 5 %, and a period holds a few dozen rows however many visitors it had.
 */
export const healthVitals = pgTable(
  'health_vitals',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    channel: text('channel').notNull(),
    metric: text('metric').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true, mode: 'date' }).notNull(),
    bucket: integer('bucket').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version, t.channel, t.periodStart, t.metric, t.bucket] }),
    index('health_vitals_start_idx').on(t.periodStart),
  ],
);

/**
 * Each closed period's p75 of each web vital, rolled up once from `health_vitals` (docs/decisions/025):
 * the operators' charts read a day of one remote as a few thousand rows instead of every bucket of every
 * minute. `count` is how many values the p75 stands for. Kept as long as the figures.
 */
export const healthVitalP75 = pgTable(
  'health_vital_p75',
  {
    remote: text('remote').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true, mode: 'date' }).notNull(),
    channel: text('channel').notNull(),
    version: text('version').notNull(),
    metric: text('metric').notNull(),
    p75: doublePrecision('p75').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.remote, t.periodStart, t.channel, t.version, t.metric] })],
);

/**
 * Builds of remotes.json an instance refused, and published releases it could not fetch
 * (docs/decisions/024): one row per build, however many instances and attempts, so the operators are told
 * once; `count` and `last_at` follow it.
 */
export const releaseProblems = pgTable(
  'release_problems',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    /** The SHA-384 of the `release.json` it pins; empty for an entry that pins none. */
    digest: text('digest').notNull(),
    /** The entry remotes.json names the build by: refused entries are told apart by it. */
    entry: text('entry').notNull().default(''),
    /** Refused (its entry, bytes or signature are wrong); otherwise its store could not be read. */
    refused: boolean('refused').notNull(),
    reason: text('reason').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [uniqueIndex('release_problems_release_idx').on(t.remote, t.version, t.digest, t.entry)],
);

/**
 * Rollout changes the guard made, and releases the site refused, which their e-mails tell about (the
 * history file has every change).
 */
export const rolloutEvents = pgTable('rollout_events', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  remote: text('remote').notNull(),
  action: text('action').notNull(),
  version: text('version').notNull(),
  reason: text('reason').notNull(),
});

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
    rolloutEventId: integer('rollout_event_id').references(() => rolloutEvents.id, { onDelete: 'cascade' }),
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
      sql`num_nonnulls(${t.quoteRequestId}, ${t.contactMessageId}, ${t.rolloutEventId}) = 1`,
    ),
  ],
);

/**
 * Operators' console sessions (docs/decisions/025): the SHA-256 of the id in the operator's cookie (a
 * stolen database copy holds no usable session), the name the operator signed in with, and when it ends.
 * In the database so that a session holds on every instance and signing out ends it everywhere.
 */
export const opsSessions = pgTable(
  'ops_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    operator: text('operator').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('ops_sessions_expires_idx').on(t.expiresAt)],
);
