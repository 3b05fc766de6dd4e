/** Cards in a list's first row at the widest layout. */
export const LIST_FIRST_ROW = 4;

/**
 * How a card's picture loads, by its place in the list. The first row is on the first screen at every
 * width (up to four cards across): loading them lazily only waits for layout before asking for them, and
 * the first card's picture is a list page's largest paint, so it is asked for first.
 */
export type PictureLoading = 'first' | 'eager' | 'lazy';

export const pictureLoading = (index: number): PictureLoading =>
  index === 0 ? 'first' : index < LIST_FIRST_ROW ? 'eager' : 'lazy';
