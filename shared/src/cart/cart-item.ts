import { Type, type Static } from 'typebox';
import { ItemTypeSchema } from '../contracts/quote.ts';

/** SPEC §3: identified by type and id; `name` or `title` and `mainImage` are kept for display. */
export const CartItemSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  type: ItemTypeSchema,
  qty: Type.Integer({ minimum: 1 }),
  name: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
  mainImage: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type CartItem = Static<typeof CartItemSchema>;

export type CartItemInput = Omit<CartItem, 'qty'>;
