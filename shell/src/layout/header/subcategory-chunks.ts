/** Subcategories are shown in chunks of 8. */
const SUBCATEGORY_CHUNK = 8;

export function chunk<T>(items: readonly T[], size = SUBCATEGORY_CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
