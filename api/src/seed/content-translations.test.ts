import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { equipments, packages, projects, services, staff } from '../db/schema.ts';
import { contentByLanguage } from './content-translations.ts';
import { describeOnEachDatabase } from '../testing/test-app.ts';

const LANGUAGES = ['ht', 'es', 'fr'] as const;

describeOnEachDatabase("the seed keeps the company's texts in every language with their rows", (api) => {
  const translationsOf = async (
    table: typeof equipments | typeof services | typeof packages | typeof projects | typeof staff,
    id: number,
  ) => {
    const [row] = await api.database.db
      .select({ translations: table.translations })
      .from(table)
      .where(eq(table.id, id));
    return row!.translations as Record<string, Record<string, string>>;
  };

  it.each(LANGUAGES)('writes every %s text the translators wrote, by row and field', async (language) => {
    const content = contentByLanguage[language];
    for (const [id, description] of Object.entries(content.equipment)) {
      expect((await translationsOf(equipments, Number(id)))[language]).toEqual({ description });
    }
    const kinds = [
      [services, content.services],
      [packages, content.packages],
      [projects, content.projects],
      [staff, content.staff],
    ] as const;
    for (const [table, texts] of kinds) {
      for (const [id, fields] of Object.entries(texts)) {
        expect((await translationsOf(table, Number(id)))[language]).toEqual(fields);
      }
    }
  });
});
