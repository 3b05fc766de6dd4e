/**
 * The company's identity in one place (docs/product.md#identity). The company is fictional; the real company
 * changes these values here and nowhere else. The phone number is a 555-01xx number, reserved for fiction.
 */
export const siteConfig = {
  name: 'Doral Production Rentals',
  shortName: 'DPR',
  address: {
    street: '1234 NW 79th Ave',
    city: 'Doral',
    region: 'FL',
    postalCode: '33126',
    country: 'USA',
    /** ISO 3166-1 alpha-2, for structured data. */
    countryCode: 'US',
  },
  phone: { display: '+1 305 555 0142', href: 'tel:+13055550142' },
  email: 'hello@doralproductionrentals.example',
  social: { network: 'Instagram', url: 'https://www.instagram.com/doralproductionrentals' },
  openingHours: { weekdays: { opens: '08:00', closes: '18:00' }, saturday: 'by-appointment' },
  /**
   * Where the company works: dates are written as they were there, so the server and every visitor's
   * browser, whatever their own zone, write the same day (docs/decisions/015).
   */
  timeZone: 'America/New_York',
} as const;

export const fullAddress = (): string => {
  const { street, city, region, postalCode, country } = siteConfig.address;
  return `${street}, ${city}, ${region} ${postalCode}, ${country}`;
};
