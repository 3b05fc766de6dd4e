import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, localBusinessJsonLd, serializeJsonLd } from './structured-data.ts';

const origin = 'https://www.rentals.test';

describe('structured data', () => {
  it('describes the company as a local business in Doral, Florida, with its hours', () => {
    const business = localBusinessJsonLd(origin, 'Production rentals.');
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Doral Production Rentals',
      description: 'Production rentals.',
      url: 'https://www.rentals.test/',
      telephone: '+13055550142',
      email: 'hello@doralproductionrentals.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1234 NW 79th Ave',
        addressLocality: 'Doral',
        addressRegion: 'FL',
        postalCode: '33126',
        addressCountry: 'US',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '08:00',
          closes: '18:00',
        },
      ],
    });
    expect(business.image).toBe('https://www.rentals.test/api/v1/media/home/hero-still.webp');
  });

  it('numbers breadcrumb steps from 1, in order', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: `${origin}/` },
        { name: 'Equipment', url: `${origin}/equipments` },
        { name: 'SkyPanel', url: `${origin}/equipments/4/details` },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Equipment', item: `${origin}/equipments` },
      { '@type': 'ListItem', position: 3, name: 'SkyPanel', item: `${origin}/equipments/4/details` },
    ]);
  });

  it('serializes text that could end the script block as escapes, and reads back unchanged', () => {
    const name = 'Evil </script><script>alert(1)</script> & <!-- co\u2028mment';
    const text = serializeJsonLd(breadcrumbJsonLd([{ name, url: `${origin}/` }]));
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text).itemListElement[0].name).toBe(name);
  });
});
