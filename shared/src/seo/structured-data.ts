import { siteConfig } from '../site/site-config.ts';
import { shareImageUrl } from './share-image.ts';

/** A schema.org object as search engines read it from a JSON-LD block. */
export interface JsonLdObject {
  '@context': 'https://schema.org';
  '@type': string;
  [property: string]: unknown;
}

export interface BreadcrumbStep {
  name: string;
  /** Absolute address of the page this step stands for. */
  url: string;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/**
 * The company as a local business, from the site's identity. schema.org has no type for renting out
 * production equipment, so it is the general LocalBusiness. Saturday opens only by appointment, which has
 * no regular hours to state, so only the weekday hours are listed.
 */
export function localBusinessJsonLd(origin: string, description: string): JsonLdObject {
  const { address, openingHours } = siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${origin}/#business`,
    name: siteConfig.name,
    description,
    url: `${origin}/`,
    image: shareImageUrl(origin),
    telephone: siteConfig.phone.href.replace(/^tel:/, ''),
    email: siteConfig.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: WEEKDAYS,
        opens: openingHours.weekdays.opens,
        closes: openingHours.weekdays.closes,
      },
    ],
    sameAs: [siteConfig.social.url],
  };
}

/** The way from the home page down to a page, as search results show it under the page's title. */
export function breadcrumbJsonLd(steps: BreadcrumbStep[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/**
 * JSON for a `<script>` element (structured data, the page's hydration data). `<`, `>` and `&` are written
 * as escapes so no text from the catalogue can close the element (`</script>`) or open a comment; the two
 * line separators that older parsers take for line ends are escaped too. The value read back is unchanged.
 */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const serializeJsonLd = (data: JsonLdObject): string => scriptSafeJson(data);
