import { useEffect, useRef, useState } from 'react';

/**
 * Becomes true the first time the element scrolls into view (or within `rootMargin` of it) and stays
 * true, so an animation that starts on arrival plays once. Without IntersectionObserver (old browsers,
 * jsdom) it is true at once: the content must never stay hidden behind an animation that cannot start.
 */
export function useInViewOnce<T extends Element>({
  threshold = 0.35,
  rootMargin,
}: { threshold?: number; rootMargin?: string } = {}) {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
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
