import { fullAddress, siteConfig } from '@rental/shared/site/site-config.ts';
import { formatDateTime } from './date-format.ts';
import {
  emailLanguage,
  isItemType,
  isPickUp,
  NO_COMPANY,
  type MailContentSettings,
  type QuoteForEmail,
  type RenderedEmail,
} from './email-content.ts';
import { emailDocument, fieldsTable, heading, muted, note, paragraph, stepList } from './email-layout.ts';
import { markup } from './html.ts';
import { oneLine, textField, textValue } from './plain-text.ts';
import { quoteItems } from './quote-items.ts';
import { visitorTexts } from './visitor-texts.ts';

/** The visitor's confirmation, in the language they used: the reference, a summary and what happens next. */
export function renderQuoteVisitorEmail(quote: QuoteForEmail, settings: MailContentSettings): RenderedEmail {
  const language = emailLanguage(quote.language);
  const t = visitorTexts[language];
  const { opens, closes } = siteConfig.openingHours.weekdays;
  const delivery = isPickUp(quote)
    ? `${t.pickUp} (${fullAddress()})`
    : `${quote.deliveryAddress}, ${quote.deliveryCity}, ${quote.deliveryState} ${quote.deliveryZip}`;
  const summary: [string, string][] = [
    ...(quote.companyName === NO_COMPANY ? [] : [[t.company, quote.companyName] as [string, string]]),
    [
      isPickUp(quote) ? t.pickUpDate : t.deliveryDate,
      formatDateTime(quote.deliveryDate, language, settings.timeZone),
    ],
    [t.rentalDays, String(quote.totalDays)],
    [t.delivery, delivery],
  ];
  const items = quoteItems(quote.lines, settings.siteUrl, (line) =>
    isItemType(line.itemType) ? t.itemTypes[line.itemType] : line.itemType,
  );
  const questions = t.questions(siteConfig.phone.display, opens, closes);
  const signature = t.signature(siteConfig.name);
  const contactLine = `${siteConfig.name} · ${fullAddress()} · ${siteConfig.phone.display} · ${siteConfig.email}`;

  const text = [
    t.greeting(textValue(quote.customerName)),
    '',
    t.intro,
    '',
    `${t.reference}${t.colon}${quote.reference}`,
    t.referenceHint,
    '',
    t.summary,
    ...summary.map(([label, value]) => textField(label, value, t.colon)),
    '',
    t.items,
    ...items.text,
    '',
    t.nextHeading,
    ...t.nextSteps.map((step, index) => `  ${index + 1}. ${step}`),
    '',
    questions,
    '',
    signature,
    contactLine,
    '',
    t.footer,
    '',
  ].join('\n');

  const body = [
    paragraph(t.greeting(quote.customerName)),
    paragraph(t.intro),
    paragraph(
      markup`${t.reference}${t.colon}<strong style="font-size:18px">${quote.reference}</strong><br>${t.referenceHint}`,
    ),
    heading(t.summary),
    fieldsTable(summary),
    heading(t.items),
    items.html,
    heading(t.nextHeading),
    stepList(t.nextSteps),
    paragraph(questions),
    paragraph(markup`${signature}<br>${muted(contactLine)}`),
    note(t.footer),
  ];

  const subject = oneLine(t.subject(quote.reference));
  return { subject, text, html: emailDocument(language, subject, body) };
}
