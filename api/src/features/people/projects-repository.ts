import { count } from 'drizzle-orm';
import type { Project, ProjectSearchRequest } from '@rental/shared/contracts';
import type { Database } from '../../db/database.ts';
import { projects } from '../../db/schema.ts';
import type { ListPage, PageWindow } from '../../http/pagination.ts';
import { searchCondition, sortOrder } from '../../db/list-conditions.ts';
import { localizedTexts } from '../../db/localized-texts.ts';

/** Newest first unless the caller asks otherwise: "latest projects" is the only use. */
export async function readProjectPage(
  db: Database,
  request: ProjectSearchRequest,
  window: PageWindow,
): Promise<ListPage<Project>> {
  const where = searchCondition(projects.searchKey, request.query);
  const [counted] = await db.select({ total: count() }).from(projects).where(where);
  const rows = await db
    .select()
    .from(projects)
    .where(where)
    .orderBy(...sortOrder(projects.createdAt, request.order_by?.created_at ?? 'desc', projects.id))
    .limit(window.limit)
    .offset(window.offset);
  const language = request.lang ?? 'en';
  const data = rows.map(({ id, title, category, description, translations, mainImage, link, createdAt }) => {
    const { texts, languages } = localizedTexts({ category, description }, translations, language);
    return { id, title, ...texts, languages, mainImage, link, created_at: createdAt.toISOString() };
  });
  return { data, total: counted?.total ?? 0 };
}
