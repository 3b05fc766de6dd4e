import { remoteModuleId } from '@rental/shared/federation/exposed-modules.ts';

/** The cart sidebar: a part of every page, rendered by the quote cart's remote. */
export const CART_SIDEBAR = { remote: 'mf_cart_quote', expose: './cart-sidebar' } as const;

export const CART_SIDEBAR_ID = remoteModuleId(CART_SIDEBAR.remote, CART_SIDEBAR.expose);
