/** The edge of the screen a notice is shown at. */
export type NoticeEdge = 'top' | 'bottom';

/**
 * The edge with more room beside the control that was used, so the notice never lies over it: a phone's
 * Add to Cart is often near the bottom, where a notice at the bottom would hide the quantity and the
 * button for as long as it shows. `top` is where the page starts below the header.
 */
export function noticeEdge(
  control: Pick<DOMRect, 'top' | 'bottom'>,
  viewportHeight: number,
  top = 0,
): NoticeEdge {
  const above = control.top - top;
  const below = viewportHeight - control.bottom;
  return below >= above ? 'bottom' : 'top';
}
