import { inArray } from 'drizzle-orm';
import type { Language } from '@rental/shared/contracts';
import type { Database } from '../../db/database.ts';
import { packages, services } from '../../db/schema.ts';
import type { QuoteLineForEmail } from './email-content.ts';

const idsOf = (lines: QuoteLineForEmail[], type: QuoteLineForEmail['itemType']) =>
  lines.filter((line) => line.itemType === type).map((line) => line.itemId);

/**
 * A quote's lines with services and packages named in `language` where the company has written their names
 * in it (docs/product.md#language); the others keep the name stored with the request, as equipment does,
 * whose names are the company's in every language. The company's own copy reads the stored names.
 */
export async function linesInLanguage(
  db: Database,
  lines: QuoteLineForEmail[],
  language: Language,
): Promise<QuoteLineForEmail[]> {
  if (language === 'en') return lines;
  const serviceIds = idsOf(lines, 'service');
  const packageIds = idsOf(lines, 'package');
  const names = new Map<string, string | undefined>();
  if (serviceIds.length > 0) {
    const rows = await db
      .select({ id: services.id, translations: services.translations })
      .from(services)
      .where(inArray(services.id, serviceIds));
    for (const row of rows) names.set(`service:${row.id}`, row.translations[language]?.title);
  }
  if (packageIds.length > 0) {
    const rows = await db
      .select({ id: packages.id, translations: packages.translations })
      .from(packages)
      .where(inArray(packages.id, packageIds));
    for (const row of rows) names.set(`package:${row.id}`, row.translations[language]?.name);
  }
  return lines.map((line) => ({
    ...line,
    itemName: names.get(`${line.itemType}:${line.itemId}`) || line.itemName,
  }));
}
