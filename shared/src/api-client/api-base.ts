/** The API is served under the site's own origin; image paths are relative to this base (docs/product.md#entities). */
export const API_BASE = '/api/v1';

export const DEFAULT_PRODUCT_IMAGE = `${API_BASE}/media/default-product.svg`;

/** The address of an image the API names, or the default product image when there is none. */
export function imageUrl(path: string | null | undefined): string {
  return path ? `${API_BASE}${path}` : DEFAULT_PRODUCT_IMAGE;
}

/** The headers every request to the API carries (docs/product.md#api): JSON, and a request made by a script. */
export const API_REQUEST_HEADERS = {
  Accept: 'application/json',
  'X-Requested-With': 'XMLHttpRequest',
} as const;
