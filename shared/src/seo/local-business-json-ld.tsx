import { JsonLd } from './json-ld.tsx';
import { siteOrigin } from './page-address.ts';
import { localBusinessJsonLd } from './structured-data.ts';

/** The company as a `LocalBusiness`, for the pages that present it (home and contact). */
export function LocalBusinessJsonLd({ description }: { description: string }) {
  return <JsonLd data={localBusinessJsonLd(siteOrigin(), description)} />;
}
