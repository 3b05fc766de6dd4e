import type { ContactMessageCreated, ContactMessagePayload } from '../../contracts/contact.ts';
import type { Success } from '../../contracts/envelope.ts';
import { send } from '../http-client.ts';

export const sendContactMessage = (payload: ContactMessagePayload) =>
  send<Success<ContactMessageCreated>>({ method: 'POST', url: '/contact', data: payload });
