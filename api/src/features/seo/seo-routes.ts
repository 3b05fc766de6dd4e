import { Type } from 'typebox';
import { ApiError } from '../../http/api-error.ts';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { publicSiteUrl } from './public-site-url.ts';
import { robotsTxt } from './robots-txt.ts';
import { sitemapUrls } from './sitemap-content.ts';
import {
  MAX_URLS_PER_SITEMAP,
  parseSitemapFileName,
  sitemapFileName,
  sitemapFiles,
} from './sitemap-files.ts';
import { countDetailPages } from './sitemap-repository.ts';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';

interface SeoRoutesOptions {
  /** SITE_URL; when absent, the address each request came to. */
  siteUrl: string | undefined;
  /** Addresses per sitemap file (tests make it small to see a catalogue split over several). */
  urlsPerSitemap?: number;
}

/** Crawlers read these at most hourly; a CDN in front can answer them meanwhile. */
const CACHE_FOR_AN_HOUR = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/**
 * robots.txt and the sitemap at the site's root, generated from the database, whether or not this
 * process also serves the built site (a CDN in front may serve the pages and forward these here). The
 * sitemap is an index of files so that no file passes the protocol's 50,000 addresses.
 */
export async function seoRoutes(app: ApiInstance, options: SeoRoutesOptions) {
  const perFile = options.urlsPerSitemap ?? MAX_URLS_PER_SITEMAP;
  const hidden = { hide: true };

  app.get('/robots.txt', { schema: hidden }, async (request, reply) =>
    reply
      .header('Cache-Control', CACHE_FOR_AN_HOUR)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(publicSiteUrl(request, options.siteUrl))),
  );

  app.get('/sitemap.xml', { schema: hidden }, async (request, reply) => {
    const siteUrl = publicSiteUrl(request, options.siteUrl);
    const files = sitemapFiles(await countDetailPages(app.db), perFile);
    return reply
      .header('Cache-Control', CACHE_FOR_AN_HOUR)
      .type(XML)
      .send(sitemapIndexXml(files.map((file) => `${siteUrl}/${sitemapFileName(file)}`)));
  });

  app.get(
    '/sitemap-:file',
    { schema: { ...hidden, params: Type.Object({ file: Type.String({ maxLength: 40 }) }) } },
    async (request, reply) => {
      const name = `sitemap-${request.params.file}`;
      const file = parseSitemapFileName(name);
      const urls =
        file &&
        (await sitemapUrls(app.db, file, { siteUrl: publicSiteUrl(request, options.siteUrl), perFile }));
      if (!urls) throw new ApiError(404, 'not_found', `No sitemap file ${name}.`);
      return reply.header('Cache-Control', CACHE_FOR_AN_HOUR).type(XML).send(urlSetXml(urls));
    },
  );
}
