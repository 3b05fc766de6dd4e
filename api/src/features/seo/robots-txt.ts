/**
 * Everything may be crawled, the API included: the pages are rendered in the browser from its answers,
 * and a crawler that may not fetch them sees empty pages. The API's answers say `noindex` instead (see
 * `api-noindex.ts`), which keeps them out of search results.
 */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
