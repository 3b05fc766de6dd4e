import { JsonLd } from './json-ld.tsx';
import { useSiteRoot } from '../routes/site-root.ts';
import { localBusinessJsonLd } from './structured-data.ts';

/** The company as a `LocalBusiness`, for the pages that present it (home and contact). */
export function LocalBusinessJsonLd({ description }: { description: string }) {
  const { origin } = useSiteRoot();
  return <JsonLd data={localBusinessJsonLd(origin, description)} />;
}
