import type { CartItem } from '@rental/shared/cart/cart-item.ts';
import { EMPTY_DRAFT, type QuoteDraft } from '../features/quote/quote-draft.ts';

/** Local wall-clock moments as the picker produces them, in whatever zone the test process runs. */
export const localIso = (year: number, month: number, day: number, hour: number, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

export const cartItems: CartItem[] = [
  { id: 2, type: 'equipment', qty: 3, name: 'ARRI SkyPanel S60-C', mainImage: '/media/x.svg' },
  { id: 1, type: 'package', qty: 1, name: '7-Ton Grip Truck' },
];

export const filledDraft = (changes: Partial<QuoteDraft> = {}): QuoteDraft => ({
  ...EMPTY_DRAFT,
  firstName: '  Ana ',
  lastName: ' Pierre  ',
  company: '',
  email: ' ana@example.com ',
  dialCode: 'HT+509',
  phone: ' 3412 3456 ',
  address: ' 1234 NW 79th Ave ',
  city: ' Doral ',
  state: ' FL ',
  zip: ' 33126 ',
  ...changes,
});
