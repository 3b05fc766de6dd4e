import { itemUrl, type QuoteLineForEmail } from './email-content.ts';
import { itemList } from './email-layout.ts';
import { textValue } from './plain-text.ts';

/**
 * A quote's lines as both bodies of its e-mails list them: quantity, name and `noteOf` the line, then the
 * address of the item's page on `siteUrl`.
 */
export function quoteItems(
  lines: readonly QuoteLineForEmail[],
  siteUrl: string,
  noteOf: (line: QuoteLineForEmail) => string,
) {
  const items = lines.map((line) => ({
    quantity: line.quantity,
    name: line.itemName,
    note: noteOf(line),
    url: itemUrl(siteUrl, line.itemType, line.itemId),
  }));
  return {
    text: items.flatMap(({ quantity, name, note, url }) => [
      `  ${quantity} × ${textValue(name)} (${note})`,
      `      ${url}`,
    ]),
    html: itemList(items),
  };
}
