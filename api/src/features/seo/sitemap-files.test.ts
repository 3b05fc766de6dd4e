import { describe, expect, it } from 'vitest';
import { parseSitemapFileName, sitemapFileName, sitemapFiles } from './sitemap-files.ts';

describe('sitemap files', () => {
  it('split each kind of detail page into parts of at most the limit; a kind with none has no file', () => {
    const files = sitemapFiles({ equipment: 50_001, services: 12, packages: 0 }, 50_000);
    expect(files.map(sitemapFileName)).toEqual([
      'sitemap-pages.xml',
      'sitemap-equipment-1.xml',
      'sitemap-equipment-2.xml',
      'sitemap-services-1.xml',
    ]);
  });

  it('read back the file a name stands for, and nothing else', () => {
    expect(parseSitemapFileName('sitemap-pages.xml')).toEqual({ kind: 'pages' });
    expect(parseSitemapFileName('sitemap-equipment-12.xml')).toEqual({ kind: 'equipment', part: 12 });
    for (const name of [
      'sitemap-equipment-0.xml',
      'sitemap-staff-1.xml',
      'sitemap-pages-1.xml',
      'sitemap-services.xml',
    ])
      expect(parseSitemapFileName(name), name).toBeUndefined();
  });
});
