import { useEffect, useRef, useState } from 'react';

/**
 * Becomes true the first time the element scrolls into view (or within `rootMargin` of it) and stays
 * true, so an animation that starts on arrival plays once. It starts false everywhere, the server
 * included, and is only measured after mount (docs/decisions/015). Without IntersectionObserver (old
 * browsers, jsdom) it turns true at once: the content must never stay hidden behind an animation that
 * cannot start.
 */
export function useInViewOnce<T extends Element>({
  threshold = 0.35,
  rootMargin,
}: { threshold?: number; rootMargin?: string } = {}) {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, threshold, rootMargin]);

  return { ref, inView };
}
