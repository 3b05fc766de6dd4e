import { isItemType, type ItemType, type Language } from '../contracts/vocabulary.ts';
import { isLanguage } from '../i18n/languages.ts';

/** A cart line (docs/product.md#entities): identified by type and id; `name` or `title` and `mainImage` are kept for display. */
export interface CartItem {
  id: number;
  type: ItemType;
  qty: number;
  name?: string;
  title?: string;
  /**
   * The language the service's title or package's name is written in, as the API said (`languages`); absent
   * for equipment, whose names are the company's in every language.
   */
  lang?: Language;
  mainImage?: string | null;
}

export type CartItemInput = Omit<CartItem, 'qty'>;

const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 1;
const isOptionalText = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * Whether a value read back from storage is a cart line. Written out rather than with the contracts'
 * schema library, which the shell would otherwise load on every first screen for this one check.
 */
export function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    isCount(item.id) &&
    isItemType(item.type) &&
    isCount(item.qty) &&
    isOptionalText(item.name) &&
    isOptionalText(item.title) &&
    (item.lang === undefined || isLanguage(item.lang)) &&
    (isOptionalText(item.mainImage) || item.mainImage === null)
  );
}

/** What the cart's store holds: its lines, in the order they were added. */
export interface CartState {
  items: CartItem[];
}
