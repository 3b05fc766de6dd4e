import { Type, type Static } from 'typebox';
import { TEXT_LIMITS } from './limits.ts';
import { spamSignalFields } from './spam-signals.ts';

const text = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });

export const ContactMessagePayload = Type.Object(
  {
    name: text(TEXT_LIMITS.name),
    phone_number: text(TEXT_LIMITS.phone),
    email: Type.String({ maxLength: TEXT_LIMITS.email, format: 'email' }),
    message: text(TEXT_LIMITS.message),
    ...spamSignalFields,
  },
  { additionalProperties: false },
);
export type ContactMessagePayload = Static<typeof ContactMessagePayload>;

export const ContactMessageCreated = Type.Object({ id: Type.Integer() });
export type ContactMessageCreated = Static<typeof ContactMessageCreated>;
