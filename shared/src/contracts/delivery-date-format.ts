/**
 * The delivery date's form in a quote request, schema-free, so that the quote form can write it without
 * loading the schema library (docs/decisions/019).
 */

/** The delivery date: 'YYYY-MM-DD HH:mm:ss' in UTC (docs/product.md#api-requests), as dayjs writes and reads it. */
export const DELIVERY_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** The same shape, for the request schema. */
export const DELIVERY_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';
