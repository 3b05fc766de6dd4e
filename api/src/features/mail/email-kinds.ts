/** What an outbox row will become when it is sent. */
export const EMAIL_KINDS = ['quote-company', 'quote-visitor', 'contact-company'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
