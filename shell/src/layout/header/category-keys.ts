/**
 * Arrow keys in the mega menu's category column: up and down move one (round at the ends), Home and End
 * jump. Only the chosen category is a Tab stop, so Tab goes straight on to its subcategories.
 */
export function categoryAfterKey(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
