import { formatDateTime } from './date-format.ts';
import type { ContactForEmail, MailContentSettings, RenderedEmail } from './email-content.ts';
import { emailDocument, fieldsTable, heading, paragraph } from './email-layout.ts';
import { markup } from './html.ts';
import { oneLine, textField, textValue } from './plain-text.ts';

/** The company's copy of a contact-form message; replying answers the visitor. */
export function renderContactEmail(message: ContactForEmail, settings: MailContentSettings): RenderedEmail {
  const fields: [string, string][] = [
    ['Name', message.name],
    ['Phone', message.phoneNumber],
    ['E-mail', message.email],
    ['Received', formatDateTime(message.createdAt, 'en', settings.timeZone)],
  ];
  const replyNote = `Reply to this e-mail to answer ${oneLine(message.name)} directly.`;
  const spamNote = message.suspectedSpam
    ? 'The abuse checks flagged this message as suspected spam.'
    : undefined;
  const text = [
    'New message from the contact form',
    ...(spamNote ? [spamNote] : []),
    ...fields.map(([label, value]) => textField(label, value)),
    '',
    'Message',
    `    ${textValue(message.message)}`,
    '',
    replyNote,
    '',
  ].join('\n');
  const body = [
    paragraph(markup`<strong>New message from the contact form</strong>`),
    spamNote && paragraph(markup`<strong style="color:#b91c1c">${spamNote}</strong>`),
    fieldsTable(fields),
    heading('Message'),
    markup`<div style="white-space:pre-wrap;padding:12px;background:#f5f5f4;border-radius:4px">${message.message}</div>\n`,
    paragraph(replyNote),
  ];
  const subject = oneLine(
    `${message.suspectedSpam ? '[Suspected spam] ' : ''}Contact message from ${message.name}`,
  );
  return { subject, text, html: emailDocument('en', subject, body) };
}
