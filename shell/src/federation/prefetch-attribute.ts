/**
 * Marks a control that opens a remote module (the cart button) with that module's id: a visitor's intent
 * on it prefetches the module (`prefetch-remotes.ts`), as intent on a link prefetches its page's.
 */
export const PREFETCH_MODULE_ATTRIBUTE = 'data-prefetch-module';
