import { escapeHtml } from '@rental/shared/html/escape-html.ts';

export interface SitemapUrl {
  /** Absolute address of the page. */
  loc: string;
  /** When the page's content last changed, where the data knows it. */
  lastmod?: Date;
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One sitemap file (sitemaps.org protocol 0.9). */
export function urlSetXml(urls: SitemapUrl[]): string {
  const entries = urls.map(({ loc, lastmod }) => {
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeHtml(loc)}</loc>${modified}</url>\n`;
  });
  return `${DECLARATION}<urlset xmlns="${NAMESPACE}">\n${entries.join('')}</urlset>\n`;
}

/** The index that names every sitemap file. */
export function sitemapIndexXml(locations: string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>\n`);
  return `${DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`;
}
