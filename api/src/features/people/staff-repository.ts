import { asc } from 'drizzle-orm';
import type { ContentLanguage, Staff } from '@rental/shared/contracts';
import type { Database } from '../../db/database.ts';
import { staff } from '../../db/schema.ts';
import { localizedTexts } from '../../db/localized-texts.ts';

/** The team in position order, each job title in `language` or, where it has none, in English. */
export async function listStaff(db: Database, language: ContentLanguage): Promise<Staff[]> {
  const rows = await db
    .select({
      id: staff.id,
      firstname: staff.firstname,
      lastname: staff.lastname,
      title: staff.title,
      translations: staff.translations,
      avatar: staff.avatar,
    })
    .from(staff)
    .orderBy(asc(staff.position), asc(staff.id));
  return rows.map(({ translations, title, ...person }) => {
    const { texts, languages } = localizedTexts({ title }, translations, language);
    return { ...person, ...texts, languages };
  });
}
