import { describe, expect, it } from 'vitest';
import { renderContactEmail } from './render-contact-email.ts';

const settings = { siteUrl: 'https://rentals.test', timeZone: 'America/New_York' };
const message = {
  id: 7,
  name: 'Andre Baptiste',
  phoneNumber: '+1 786 555 0111',
  email: 'andre@example.com',
  message: 'Do you rent follow spots?\n<script>alert(1)</script>',
  createdAt: new Date('2026-03-02T15:00:00Z'),
  suspectedSpam: false,
};

describe('the company e-mail of a contact message', () => {
  it('tells every field and keeps the message’s lines', () => {
    const { subject, text } = renderContactEmail(message, settings);
    expect(subject).toBe('Contact message from Andre Baptiste');
    expect(text).toBe(`New message from the contact form
  Name: Andre Baptiste
  Phone: +1 786 555 0111
  E-mail: andre@example.com
  Received: Monday, March 2, 2026 at 10:00 AM (EST)

Message
    Do you rent follow spots?
    <script>alert(1)</script>

Reply to this e-mail to answer Andre Baptiste directly.
`);
  });

  it('escapes the message in the HTML', () => {
    const { html } = renderContactEmail(message, settings);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Do you rent follow spots?\n&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('flags a message the abuse checks tripped on', () => {
    const { subject, text } = renderContactEmail({ ...message, suspectedSpam: true }, settings);
    expect(subject).toBe('[Suspected spam] Contact message from Andre Baptiste');
    expect(text).toContain('flagged this message as suspected spam');
  });
});
