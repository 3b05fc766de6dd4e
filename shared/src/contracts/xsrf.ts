/**
 * The double-submit XSRF pair (docs/product.md#spam), axios's default names: the API sets the cookie, and
 * every write echoes its value in the header.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
