import { formatDateTime } from './date-format.ts';
import { isEmailAddress } from '@rental/shared/contracts';
import {
  emailLanguage,
  NO_COMPANY,
  type MailContentSettings,
  type QuoteForEmail,
  type RenderedEmail,
} from './email-content.ts';
import { emailDocument, fieldsTable, heading, paragraph } from './email-layout.ts';
import { markup } from './html.ts';
import { oneLine, textField } from './plain-text.ts';
import { quoteItems } from './quote-items.ts';

const LANGUAGE_NAMES = { en: 'English', ht: 'Haitian Creole', es: 'Spanish', fr: 'French' } as const;

/** The company's copy of a quote request, in English: every field, each line with a link to its page. */
export function renderQuoteCompanyEmail(quote: QuoteForEmail, settings: MailContentSettings): RenderedEmail {
  const when = (date: Date) => formatDateTime(date, 'en', settings.timeZone);
  const language = emailLanguage(quote.language);
  const pieces = quote.lines.reduce((sum, line) => sum + line.quantity, 0);
  const itemsTitle = `Items (${quote.lines.length} ${quote.lines.length === 1 ? 'line' : 'lines'}, ${pieces} ${pieces === 1 ? 'piece' : 'pieces'})`;
  const company = quote.companyName === NO_COMPANY ? '' : ` (${quote.companyName})`;
  const customerName = oneLine(quote.customerName);
  const replyNote = isEmailAddress(quote.customerEmail)
    ? `Reply to this e-mail to answer ${customerName} directly.`
    : `The e-mail address given does not look valid, so no confirmation was sent and a reply will not reach ${customerName}. Please call them.`;

  const customer: [string, string][] = [
    ['Name', quote.customerName],
    ['Company', quote.companyName],
    ['E-mail', quote.customerEmail],
    ['Phone', quote.customerPhone],
    ['Language', `${LANGUAGE_NAMES[language]} (${quote.language})`],
  ];
  const request: [string, string][] = [
    ['Type', quote.type],
    ['Delivery date', when(quote.deliveryDate)],
    ['Rental days', String(quote.totalDays)],
    ['Delivery address', quote.deliveryAddress],
    ['City', quote.deliveryCity],
    ['State', quote.deliveryState],
    ['ZIP', quote.deliveryZip],
  ];
  const items = quoteItems(quote.lines, settings.siteUrl, (line) => `${line.itemType} #${line.itemId}`);

  const spamNote = quote.suspectedSpam
    ? 'The abuse checks flagged this request as suspected spam; no confirmation was sent to the customer.'
    : '';
  const text = [
    `New quote request ${quote.reference}`,
    ...(spamNote ? [spamNote] : []),
    textField('Reference', quote.reference),
    textField('Received', when(quote.createdAt)),
    '',
    'Customer',
    ...customer.map(([label, value]) => textField(label, value)),
    '',
    'Request',
    ...request.map(([label, value]) => textField(label, value)),
    '',
    itemsTitle,
    ...items.text,
    '',
    replyNote,
    '',
  ].join('\n');

  const body = [
    paragraph(markup`<strong>New quote request ${quote.reference}</strong>`),
    spamNote && paragraph(markup`<strong style="color:#b91c1c">${spamNote}</strong>`),
    fieldsTable([
      ['Reference', quote.reference],
      ['Received', when(quote.createdAt)],
    ]),
    heading('Customer'),
    fieldsTable(customer),
    heading('Request'),
    fieldsTable(request),
    heading(itemsTitle),
    items.html,
    paragraph(replyNote),
  ];

  const flag = quote.suspectedSpam ? '[Suspected spam] ' : '';
  const subject = oneLine(`${flag}Quote request ${quote.reference} from ${quote.customerName}${company}`);
  return { subject, text, html: emailDocument('en', subject, body) };
}
