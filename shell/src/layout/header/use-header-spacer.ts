import { useLayoutEffect, useRef } from 'react';

/**
 * The fixed header leaves the page's flow and a spacer takes its place. The spacer gets the header's
 * height as it leaves, before the browser paints, so nothing below it moves whatever that height is: the
 * bar with its border, a navigation wrapped in a long language, an open phone menu.
 */
export function useHeaderSpacer(fixed: boolean) {
  const header = useRef<HTMLElement>(null);
  const spacer = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (fixed && header.current && spacer.current)
      spacer.current.style.height = `${header.current.offsetHeight}px`;
  }, [fixed]);
  return { header, spacer };
}
