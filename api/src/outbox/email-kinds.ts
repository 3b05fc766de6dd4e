/** What an outbox row will become when it is sent. */
export const EMAIL_KINDS = ['quote-company', 'quote-visitor', 'contact-company', 'rollout-guard'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
