import { LANGUAGES } from '@rental/shared/contracts';
import { describe, expect, it } from 'vitest';
import type { QuoteForEmail } from './email-content.ts';
import { renderQuoteCompanyEmail } from './render-quote-company-email.ts';
import { renderQuoteVisitorEmail } from './render-quote-visitor-email.ts';

const settings = { siteUrl: 'https://www.rentals.test/site', timeZone: 'America/New_York' };

function quote(overrides: Partial<QuoteForEmail> = {}): QuoteForEmail {
  return {
    reference: 'Q-7F3K2M',
    customerName: 'Marisol Ortega',
    companyName: 'Blue Hour Films',
    customerEmail: 'marisol@example.com',
    customerPhone: '+1 305 555 0199',
    type: 'rent',
    deliveryDate: new Date('2026-06-19T14:30:00Z'),
    totalDays: 3,
    deliveryAddress: '8200 NW 41st St',
    deliveryCity: 'Doral',
    deliveryState: 'FL',
    deliveryZip: '33166',
    language: 'en',
    suspectedSpam: false,
    createdAt: new Date('2026-06-12T13:05:00Z'),
    lines: [
      { itemType: 'equipment', itemId: 12, itemName: 'ARRI SkyPanel S60-C', quantity: 2 },
      { itemType: 'service', itemId: 4, itemName: 'Lighting crew', quantity: 1 },
      { itemType: 'package', itemId: 3, itemName: 'Wedding kit', quantity: 1 },
    ],
    ...overrides,
  };
}

const hostile = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';

describe('the company e-mail of a quote request', () => {
  it('tells every field, every line with its quantity and an absolute link to its page', () => {
    const { subject, text, html } = renderQuoteCompanyEmail(quote({ language: 'ht' }), settings);
    expect(subject).toBe('Quote request Q-7F3K2M from Marisol Ortega (Blue Hour Films)');
    expect(text).toBe(`New quote request Q-7F3K2M
  Reference: Q-7F3K2M
  Received: Friday, June 12, 2026 at 9:05 AM (EDT)

Customer
  Name: Marisol Ortega
  Company: Blue Hour Films
  E-mail: marisol@example.com
  Phone: +1 305 555 0199
  Language: Haitian Creole (ht)

Request
  Type: rent
  Delivery date: Friday, June 19, 2026 at 10:30 AM (EDT)
  Rental days: 3
  Delivery address: 8200 NW 41st St
  City: Doral
  State: FL
  ZIP: 33166

Items (3 lines, 4 pieces)
  2 × ARRI SkyPanel S60-C (equipment #12)
      https://www.rentals.test/site/equipments/12/details
  1 × Lighting crew (service #4)
      https://www.rentals.test/site/services/4/show
  1 × Wedding kit (package #3)
      https://www.rentals.test/site/packages/3/show

Reply to this e-mail to answer Marisol Ortega directly.
`);
    expect(html).toContain('<a href="https://www.rentals.test/site/equipments/12/details"');
    expect(html).toContain('2 × <a');
  });

  it('escapes every field in the HTML and keeps the plain text one value per field', () => {
    const { subject, text, html } = renderQuoteCompanyEmail(
      quote({
        customerName: `Eve\r\nBcc: victim@example.com ${hostile}`,
        companyName: hostile,
        deliveryAddress: 'Line one\nCity: forged',
        lines: [{ itemType: 'equipment', itemId: 1, itemName: hostile, quantity: 1 }],
      }),
      settings,
    );
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject).toContain('Eve Bcc: victim@example.com <script>');
    expect(text).toContain('  Delivery address: Line one\n    City: forged');
    expect(text).toContain(`  Name: Eve\n    Bcc: victim@example.com ${hostile}`);
  });

  it('says when no confirmation could go to the visitor, and flags suspected spam', () => {
    const invalid = renderQuoteCompanyEmail(quote({ customerEmail: 'marisol at home' }), settings);
    expect(invalid.text).toContain('does not look valid, so no confirmation was sent');
    const spam = renderQuoteCompanyEmail(quote({ suspectedSpam: true }), settings);
    expect(spam.subject).toMatch(/^\[Suspected spam\] Quote request Q-7F3K2M/);
    expect(spam.text).toContain('flagged this request as suspected spam');
    expect(renderQuoteCompanyEmail(quote(), settings).text).not.toContain('spam');
  });
});

describe('the visitor’s confirmation', () => {
  const expected = {
    en: ['We received your quote request Q-7F3K2M', 'Hello Marisol Ortega,', 'What happens next'],
    fr: ['Nous avons bien reçu votre demande de devis Q-7F3K2M', 'Bonjour Marisol Ortega,', 'Et ensuite ?'],
    es: ['Hemos recibido su solicitud de cotización Q-7F3K2M', 'Hola, Marisol Ortega:', 'Próximos pasos'],
    ht: ['Nou resevwa demann devi ou a Q-7F3K2M', 'Bonjou Marisol Ortega,', 'Kisa k ap pase apre'],
  } as const;

  it.each(LANGUAGES)('is written in the language of the request (%s)', (language) => {
    const [subject, greeting, next] = expected[language];
    const email = renderQuoteVisitorEmail(quote({ language }), settings);
    expect(email.subject).toBe(subject);
    expect(email.text.startsWith(`${greeting}\n`)).toBe(true);
    expect(email.text).toContain(next);
    expect(email.text).toContain('Q-7F3K2M');
    expect(email.text).toContain('https://www.rentals.test/site/equipments/12/details');
    expect(email.html).toContain(`<html lang="${language}">`);
  });

  it('summarises the request in French, dates and labels included', () => {
    const { text } = renderQuoteVisitorEmail(quote({ language: 'fr' }), settings);
    expect(text).toContain('Votre référence\u00a0: Q-7F3K2M');
    expect(text).toContain('  Date de livraison\u00a0: vendredi 19 juin 2026 à 10:30 (EDT)');
    expect(text).toContain('  Livraison\u00a0: 8200 NW 41st St, Doral, FL 33166');
    expect(text).toContain('  2 × ARRI SkyPanel S60-C (Équipement)');
    expect(text).toContain('  1 × Wedding kit (Forfait)');
    expect(text).toContain('  2. Nous vous envoyons un devis détaillé par e-mail');
  });

  it('spells dates in Haitian Creole, and names the first date as the day the visitor picks the items up', () => {
    const { text } = renderQuoteVisitorEmail(
      quote({
        language: 'ht',
        deliveryAddress: 'N/A',
        deliveryCity: 'N/A',
        deliveryState: 'N/A',
        deliveryZip: '00000',
        companyName: 'N/A',
      }),
      settings,
    );
    expect(text).toContain('  Dat ou vin chèche: vandredi 19 jen 2026 a 10:30 (EDT)');
    expect(text).not.toContain('Dat livrezon');
    expect(text).toContain(
      '  Livrezon: Ou ap vin pran materyèl la nan depo nou (1234 NW 79th Ave, Doral, FL 33126, USA)',
    );
    expect(text).not.toContain('Konpayi');
  });

  it('falls back to English for a language the site does not speak', () => {
    expect(renderQuoteVisitorEmail(quote({ language: 'de' }), settings).subject).toBe(
      'We received your quote request Q-7F3K2M',
    );
  });

  it('escapes the visitor’s own words in the HTML', () => {
    const { html } = renderQuoteVisitorEmail(
      quote({
        customerName: hostile,
        lines: [{ itemType: 'service', itemId: 1, itemName: hostile, quantity: 1 }],
      }),
      settings,
    );
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('Hello &lt;script&gt;');
  });
});
