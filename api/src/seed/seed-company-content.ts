import { foldForSearch } from '@rental/shared/search';
import type { Database } from '../db/database.ts';
import { projects, staff } from '../db/schema.ts';
import { projects as seedProjects } from './data/projects.ts';
import { staff as seedStaff } from './data/staff.ts';
import { rowTranslations } from './content-translations.ts';
import { overwriteAllBut } from './idempotent-writes.ts';

/** The company's latest projects and its staff. */
export async function seedCompanyContent(db: Database) {
  await db
    .insert(projects)
    .values(
      seedProjects.map((p) => ({
        id: p.id,
        title: p.title,
        category: p.category,
        description: p.description,
        translations: rowTranslations('projects', p.id),
        mainImage: p.image,
        link: p.link,
        searchKey: foldForSearch(p.title),
        createdAt: new Date(p.created_at),
      })),
    )
    .onConflictDoUpdate({ target: projects.id, set: overwriteAllBut(projects, 'id') });

  await db
    .insert(staff)
    .values(
      seedStaff.map((s, position) => ({
        id: s.id,
        firstname: s.firstname,
        lastname: s.lastname,
        title: s.title,
        translations: rowTranslations('staff', s.id),
        avatar: s.avatar,
        position,
      })),
    )
    .onConflictDoUpdate({ target: staff.id, set: overwriteAllBut(staff, 'id') });
}
