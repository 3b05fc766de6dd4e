/**
 * The double-submit XSRF pair (docs/product.md#spam), under the names HTTP clients use by default: the
 * API sets the cookie, and every write echoes its value in the header.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
