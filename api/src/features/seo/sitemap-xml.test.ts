import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';

describe('sitemap XML', () => {
  it('writes each address escaped, with its date when known', () => {
    expect(
      urlSetXml([
        { loc: 'https://x.test/equipments?a=1&b=<2>' },
        { loc: 'https://x.test/latest-projects', lastmod: new Date('2026-03-01T12:00:00Z') },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://x.test/equipments?a=1&amp;b=&lt;2&gt;</loc></url>\n' +
        '<url><loc>https://x.test/latest-projects</loc><lastmod>2026-03-01T12:00:00.000Z</lastmod></url>\n' +
        '</urlset>\n',
    );
  });

  it('indexes sitemap files', () => {
    expect(sitemapIndexXml(['https://x.test/sitemap-pages.xml'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://x.test/sitemap-pages.xml</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });
});
