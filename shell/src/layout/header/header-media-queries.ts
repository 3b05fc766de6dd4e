/** The dropdown (mega menu) behaviour is active from 992 px; header.module.css has the same. */
export const DESKTOP_QUERY = '(min-width: 992px)';
/** An outside click closes the search form from 768 px (docs/product.md#header). */
export const SEARCH_OUTSIDE_CLICK_QUERY = '(min-width: 768px)';
