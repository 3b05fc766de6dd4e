import { asc, eq } from 'drizzle-orm';
import { siteConfig } from '@rental/shared/site/site-config.ts';
import type { MailConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { contactMessages, quoteRequestItems, quoteRequests, rolloutEvents } from '../../db/schema.ts';
import { isEmailAddress } from '@rental/shared/contracts';
import { emailLanguage, type QuoteForEmail } from './email-content.ts';
import { linesInLanguage } from './lines-in-language.ts';
import type { OutboxEmail } from '../../outbox/outbox-repository.ts';
import type { OutgoingEmail } from './outgoing-email.ts';
import { oneLine } from './plain-text.ts';
import { renderContactEmail } from './render-contact-email.ts';
import { renderQuoteCompanyEmail } from './render-quote-company-email.ts';
import { renderQuoteVisitorEmail } from './render-quote-visitor-email.ts';
import { renderRolloutEmail } from './render-rollout-email.ts';

export type MailSettings = Pick<MailConfig, 'from' | 'to' | 'siteUrl' | 'timeZone'>;

/** Automatic e-mails say so (RFC 3834), so vacation responders do not answer them. */
const AUTOMATIC = { 'Auto-Submitted': 'auto-generated' };

async function loadQuote(db: Database, id: number): Promise<QuoteForEmail | undefined> {
  const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  if (!request) return undefined;
  const lines = await db
    .select({
      itemType: quoteRequestItems.itemType,
      itemId: quoteRequestItems.itemId,
      itemName: quoteRequestItems.itemName,
      quantity: quoteRequestItems.quantity,
    })
    .from(quoteRequestItems)
    .where(eq(quoteRequestItems.quoteRequestId, id))
    .orderBy(asc(quoteRequestItems.id));
  return { ...request, lines };
}

const fileName = (row: OutboxEmail, label: string) =>
  `${String(row.id).padStart(6, '0')}-${row.kind}-${label.replace(/[^A-Za-z0-9-]/g, '_')}.eml`;

/**
 * Renders a claimed outbox row from what is stored now, with the current settings. Undefined when there is
 * nothing to send (the row names no request or message).
 */
export async function composeOutboxEmail(
  db: Database,
  row: OutboxEmail,
  settings: MailSettings,
): Promise<OutgoingEmail | undefined> {
  const common = { messageId: row.messageId, from: settings.from, headers: AUTOMATIC };
  if ((row.kind === 'quote-company' || row.kind === 'quote-visitor') && row.quoteRequestId !== null) {
    const quote = await loadQuote(db, row.quoteRequestId);
    if (!quote) return undefined;
    const visitor = { name: oneLine(quote.customerName), address: quote.customerEmail };
    if (row.kind === 'quote-company') {
      return {
        ...common,
        ...renderQuoteCompanyEmail(quote, settings),
        to: settings.to,
        ...(isEmailAddress(visitor.address) ? { replyTo: visitor } : {}),
        fileName: fileName(row, quote.reference),
      };
    }
    if (!isEmailAddress(visitor.address)) return undefined;
    const lines = await linesInLanguage(db, quote.lines, emailLanguage(quote.language));
    return {
      ...common,
      ...renderQuoteVisitorEmail({ ...quote, lines }, settings),
      to: [visitor],
      replyTo: siteConfig.email,
      fileName: fileName(row, quote.reference),
    };
  }
  if (row.kind === 'contact-company' && row.contactMessageId !== null) {
    const [message] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, row.contactMessageId));
    if (!message) return undefined;
    return {
      ...common,
      ...renderContactEmail(message, settings),
      to: settings.to,
      ...(isEmailAddress(message.email)
        ? { replyTo: { name: oneLine(message.name), address: message.email } }
        : {}),
      fileName: fileName(row, `contact-${message.id}`),
    };
  }
  if (row.kind === 'rollout-guard' && row.rolloutEventId !== null) {
    const [event] = await db.select().from(rolloutEvents).where(eq(rolloutEvents.id, row.rolloutEventId));
    if (!event) return undefined;
    return {
      ...common,
      ...renderRolloutEmail(event, settings),
      to: settings.to,
      fileName: fileName(row, `rollout-${event.id}`),
    };
  }
  return undefined;
}
