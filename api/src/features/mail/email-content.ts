import { LANGUAGES, type ItemType, type Language } from '@rental/shared/contracts';
import { itemPath } from '@rental/shared/routes/paths.ts';
import type { MailConfig } from '../../config.ts';
import type { contactMessages, quoteRequestItems, quoteRequests } from '../../db/schema.ts';

/** What the e-mails tell of a stored quote request: every field the visitor sent, and the lines. */
export type QuoteForEmail = Pick<
  typeof quoteRequests.$inferSelect,
  | 'reference'
  | 'customerName'
  | 'companyName'
  | 'customerEmail'
  | 'customerPhone'
  | 'type'
  | 'deliveryDate'
  | 'totalDays'
  | 'deliveryAddress'
  | 'deliveryCity'
  | 'deliveryState'
  | 'deliveryZip'
  | 'language'
  | 'suspectedSpam'
  | 'createdAt'
> & { lines: QuoteLineForEmail[] };
export type QuoteLineForEmail = Pick<
  typeof quoteRequestItems.$inferSelect,
  'itemType' | 'itemId' | 'itemName' | 'quantity'
>;
export type ContactForEmail = Pick<
  typeof contactMessages.$inferSelect,
  'id' | 'name' | 'phoneNumber' | 'email' | 'message' | 'createdAt' | 'suspectedSpam'
>;

/** What a renderer produces; the sender adds the addresses. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export type MailContentSettings = Pick<MailConfig, 'siteUrl' | 'timeZone'>;

/** The stored language, or English for anything the site does not speak. */
export function emailLanguage(stored: string): Language {
  return (LANGUAGES as readonly string[]).includes(stored) ? (stored as Language) : 'en';
}

/** The absolute address of an item's page on the public site. */
export function itemUrl(siteUrl: string, type: string, id: number): string {
  return `${siteUrl}${itemPath(type, id)}`;
}

export function isItemType(type: string): type is ItemType {
  return type === 'equipment' || type === 'service' || type === 'package';
}

/** The form sends address 'N/A' when the visitor picks the items up (docs/product.md#api-requests). */
export function isPickUp(quote: Pick<QuoteForEmail, 'deliveryAddress'>): boolean {
  return quote.deliveryAddress === 'N/A';
}

export const NO_COMPANY = 'N/A';
