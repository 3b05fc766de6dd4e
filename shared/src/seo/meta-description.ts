/** Search engines cut descriptions at about this length; longer text is shortened at a word. */
export const DESCRIPTION_MAX_LENGTH = 155;

/** One line of at most `max` characters, cut at the last whole word with an ellipsis when too long. */
export function metaDescription(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  // One character more than fits: a space there means the text before it ends on a whole word.
  const lastSpace = line.slice(0, max).lastIndexOf(' ');
  const words = lastSpace > max / 2 ? line.slice(0, lastSpace) : line.slice(0, max - 1);
  return `${words.replace(/[\s,;:.–—-]+$/, '')}…`;
}
