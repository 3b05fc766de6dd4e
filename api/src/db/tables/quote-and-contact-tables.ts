import { relations } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

export const quoteRequestsRelations = relations(quoteRequests, ({ many }) => ({
  items: many(quoteRequestItems),
}));
export const quoteRequestItemsRelations = relations(quoteRequestItems, ({ one }) => ({
  request: one(quoteRequests, { fields: [quoteRequestItems.quoteRequestId], references: [quoteRequests.id] }),
}));
