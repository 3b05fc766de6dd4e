import { type RefObject, useEffect, useState } from 'react';

const FIXED_HEADER_THRESHOLD_PX = 250;
const SCROLL_DEBOUNCE_MS = 100;

interface FixedHeader {
  fixed: boolean;
  /** The height the header had in the page's flow, kept by a spacer while it is fixed. */
  spacerHeight: number;
}

const IN_FLOW: FixedHeader = { fixed: false, spacerHeight: 0 };

/**
 * The header is fixed once the page is scrolled 250 px or more, read 100 ms after scrolling settles. Its
 * height is measured while it is still in the flow, so the spacer that takes its place arrives in the same
 * commit: whatever that height is (a navigation wrapped in a long language, an open phone menu), nothing
 * below moves. A spacer sized only after the header had left let the browser's scroll anchoring see the
 * page jump and scroll it by the header's height.
 */
export function useFixedHeader(header: RefObject<HTMLElement | null>): FixedHeader {
  const [state, setState] = useState(IN_FLOW);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const fixed = window.scrollY >= FIXED_HEADER_THRESHOLD_PX;
      const spacerHeight = fixed ? (header.current?.offsetHeight ?? 0) : 0;
      setState((current) => (current.fixed === fixed ? current : fixed ? { fixed, spacerHeight } : IN_FLOW));
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(update, SCROLL_DEBOUNCE_MS);
    };
    // A page opened already scrolled (a reload, Back) is read like a scroll: on a later task, when the
    // layout is done anyway. Reading scrollY now would force the whole first page's layout inside the
    // start-up task.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [header]);
  return state;
}
