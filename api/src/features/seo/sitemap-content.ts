import { fillPath } from '@rental/shared/routes/path-pattern.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { SITE_PAGES, type PageName } from '@rental/shared/federation/site-pages.ts';
import type { Database } from '../../db/database.ts';
import { listCategories } from '../../catalogue-reads/categories-repository.ts';
import { detailPath, type SitemapFile } from './sitemap-files.ts';
import { detailIds, latestProjectDate } from './sitemap-repository.ts';
import type { SitemapUrl } from './sitemap-xml.ts';

/**
 * Every page `SITE_PAGES` lists in the sitemap, in its order, with each equipment category and
 * subcategory after the equipment list, and the projects page dated by its newest project.
 */
async function pageUrls(db: Database, siteUrl: string): Promise<SitemapUrl[]> {
  const [categories, projectsChanged] = await Promise.all([listCategories(db), latestProjectDate(db)]);
  const url = (path: string, lastmod?: Date): SitemapUrl => ({ loc: `${siteUrl}${path}`, lastmod });
  const categoryUrls = categories.flatMap((category) => [
    url(paths.equipments({ categoryId: category.id })),
    ...category.subcategories.map((subcategory) =>
      url(paths.equipments({ categoryId: category.id, subcategoryId: subcategory.id })),
    ),
  ]);
  return (Object.keys(SITE_PAGES) as PageName[])
    .filter((name) => SITE_PAGES[name].sitemap)
    .flatMap((name) => {
      const address = fillPath(SITE_PAGES[name].path);
      if (name === 'equipments') return [url(address), ...categoryUrls];
      return [url(address, name === 'latestProjects' ? projectsChanged : undefined)];
    });
}

/** The addresses in one sitemap file, or undefined for a part beyond the last one. */
export async function sitemapUrls(
  db: Database,
  file: SitemapFile,
  { siteUrl, perFile }: { siteUrl: string; perFile: number },
): Promise<SitemapUrl[] | undefined> {
  if (file.kind === 'pages') return pageUrls(db, siteUrl);
  const ids = await detailIds(db, file.kind, { offset: (file.part - 1) * perFile, limit: perFile });
  if (ids.length === 0) return undefined;
  return ids.map((id) => ({ loc: `${siteUrl}${detailPath[file.kind](id)}` }));
}
