import { Type, type Static } from 'typebox';
import { ContentLanguage } from './content-language.ts';
import { Id } from './catalogue.ts';
import { DELIVERY_DATE_PATTERN } from './delivery-date-format.ts';
import { spamSignalFields } from './spam-signals.ts';
import {
  QUOTE_ITEM_QUANTITY_MAX,
  QUOTE_ITEM_QUANTITY_MIN,
  QUOTE_MAX_ITEMS,
  QUOTE_TOTAL_DAYS_MAX,
  TEXT_LIMITS,
} from './limits.ts';

export { ITEM_TYPES, LANGUAGES, type ItemType, type Language } from './vocabulary.ts';
export const ItemTypeSchema = Type.Union([
  Type.Literal('equipment'),
  Type.Literal('service'),
  Type.Literal('package'),
]);

const text = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });

export const QuoteItem = Type.Object(
  {
    id: Id,
    type: ItemTypeSchema,
    quantity: Type.Integer({ minimum: QUOTE_ITEM_QUANTITY_MIN, maximum: QUOTE_ITEM_QUANTITY_MAX }),
  },
  { additionalProperties: false },
);
export type QuoteItem = Static<typeof QuoteItem>;

/** The quote request payload (docs/product.md#api-requests). There is deliberately no e-mail format check. */
export const QuoteRequestPayload = Type.Object(
  {
    customer_name: text(TEXT_LIMITS.name * 2),
    company_name: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.company })),
    customer_email: text(TEXT_LIMITS.email),
    customer_phone: text(TEXT_LIMITS.phone),
    type: Type.Literal('rent'),
    delivery_date: Type.String({ pattern: DELIVERY_DATE_PATTERN }),
    total_days: Type.Integer({ minimum: 0, maximum: QUOTE_TOTAL_DAYS_MAX }),
    items: Type.Array(QuoteItem, { minItems: 1, maxItems: QUOTE_MAX_ITEMS }),
    delivery_address: text(TEXT_LIMITS.address),
    delivery_city: text(TEXT_LIMITS.city),
    delivery_state: text(TEXT_LIMITS.state),
    delivery_zip: text(TEXT_LIMITS.zip),
    language: Type.Optional(ContentLanguage),
    ...spamSignalFields,
  },
  { additionalProperties: false },
);
export type QuoteRequestPayload = Static<typeof QuoteRequestPayload>;

export const QuoteCreated = Type.Object({
  id: Type.Integer(),
  reference: Type.String({ description: 'Human-friendly reference, e.g. Q-7F3K2M.' }),
});
export type QuoteCreated = Static<typeof QuoteCreated>;
