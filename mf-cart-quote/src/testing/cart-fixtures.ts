import type { CartItemInput } from '@rental/shared/cart/cart-item.ts';

export const skyPanel: CartItemInput = {
  id: 2,
  type: 'equipment',
  name: 'ARRI SkyPanel S60-C',
  mainImage: '/media/equipment/led-panels.svg',
};
export const lightingDesign: CartItemInput = {
  id: 3,
  type: 'service',
  title: 'Lighting Design',
  lang: 'en',
  mainImage: null,
};
export const gripTruck: CartItemInput = { id: 1, type: 'package', name: '7-Ton Grip Truck', lang: 'en' };
export const nameless: CartItemInput = { id: 9, type: 'equipment' };
