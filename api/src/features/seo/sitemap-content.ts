import { paths } from '@rental/shared/routes/paths.ts';
import type { Database } from '../../db/database.ts';
import { listCategories } from '../catalogue/categories-repository.ts';
import { detailPath, type SitemapFile } from './sitemap-files.ts';
import { detailIds, latestProjectDate } from './sitemap-repository.ts';
import type { SitemapUrl } from './sitemap-xml.ts';

/** Home, every list (each category and subcategory too) and the company pages. */
async function pageUrls(db: Database, siteUrl: string): Promise<SitemapUrl[]> {
  const [categories, projectsChanged] = await Promise.all([listCategories(db), latestProjectDate(db)]);
  const page = (path: string, lastmod?: Date): SitemapUrl => ({ loc: `${siteUrl}${path}`, lastmod });
  return [
    page(paths.home()),
    page(paths.equipments()),
    ...categories.flatMap((category) => [
      page(paths.equipmentCategory(category.id)),
      ...category.subcategories.map((subcategory) =>
        page(paths.equipmentSubcategory(category.id, subcategory.id)),
      ),
    ]),
    page(paths.services()),
    page(paths.packages()),
    page(paths.latestProjects(), projectsChanged),
    page(paths.aboutUs()),
    page(paths.contactUs()),
    page(paths.requestQuote()),
  ];
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
