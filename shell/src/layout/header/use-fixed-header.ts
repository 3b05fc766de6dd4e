import { useEffect, useState } from 'react';

export const FIXED_HEADER_THRESHOLD_PX = 250;
export const SCROLL_DEBOUNCE_MS = 100;

/** SPEC §4: the header is fixed once the page is scrolled 250 px or more, read 100 ms after scrolling settles. */
export function useFixedHeader(): boolean {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setFixed(window.scrollY >= FIXED_HEADER_THRESHOLD_PX);
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(update, SCROLL_DEBOUNCE_MS);
    };
    // A page opened already scrolled (a reload, Back) is read like a scroll: on a later task, when the
    // layout is done anyway. Reading scrollY now would force the whole first page's layout inside the
    // start-up task (issue 8).
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return fixed;
}
