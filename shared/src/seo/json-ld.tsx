import { serializeJsonLd, type JsonLdObject } from './structured-data.ts';

/**
 * Structured data for search engines. A JSON-LD block is data, never run, so the Content-Security-Policy
 * (no inline scripts) has nothing to block.
 */
export function JsonLd({ data }: { data: JsonLdObject }) {
  return <script type="application/ld+json">{serializeJsonLd(data)}</script>;
}
