/**
 * The page's one inline script, as a module of its own (docs/architecture.md#rendering): it runs in the
 * browser, never on the server, and `scriptsAfterLoad` (`scripts-after-load.ts`) writes it into the page
 * whole, as the server build compiled it, with its arguments. So it imports nothing and uses nothing from
 * outside its own body; what it needs comes as arguments.
 */
export function addScriptsAfterLoad(
  scripts: string[],
  preloads: string[],
  integrity: Record<string, string>,
  pictureWaitMs: number,
  largestPaintWaitMs: number,
  tapsName: string,
  tappable: string,
  hydrated: string,
  region: string,
) {
  let added = false;
  const preload = (href: string) => () => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    // Checked as the federation runtime then loads it, so the browser uses what it preloaded.
    if (integrity[href]) {
      link.integrity = integrity[href];
      link.crossOrigin = 'anonymous';
    }
    return link;
  };
  const script = (src: string) => () => {
    const element = document.createElement('script');
    element.src = src;
    element.async = false;
    return element;
  };
  // One element per task: making an element and starting its fetch costs the main thread a few
  // milliseconds each, and together they would make one task long enough to hold back a tap.
  const appendInTurn = (pending: (() => HTMLElement)[]) => {
    const next = pending.shift();
    if (!next) return;
    document.head.appendChild(next());
    setTimeout(() => appendInTurn(pending), 0);
  };
  const add = () => {
    if (added) return;
    added = true;
    appendInTurn([...preloads.map(preload), ...scripts.map(script)]);
  };
  // Two frames: a callback of the first runs before that frame's own style, layout and paint, so only
  // the second comes after them.
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(add, 0)));
  // The page's largest paint comes some frames after the load: its largest picture (the one it fetches
  // with high priority) once decoded and laid out; on a page without one, its text, which a page heavy in
  // form controls may only paint after the load. Scripts started before that paint would compete with it
  // for the main thread and the network.
  const afterLargestPaint = () => {
    const pictures: Element[] = [
      ...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
    ].filter((image) => image.complete && image.naturalWidth > 0);
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
    ) {
      afterPaint();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      const painted =
        pictures.length === 0 ||
        list.getEntries().some((entry) => {
          const element = (entry as LargestContentfulPaint).element;
          return element !== null && pictures.includes(element);
        });
      if (!painted) return;
      observer.disconnect();
      afterPaint();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(add, largestPaintWaitMs);
  };
  // A tap on a control that does not answer yet is kept, and made again by the shell once it does
  // (docs/decisions/021); React does not see it meanwhile, and the scripts start at once: the visitor
  // wants an answer more than the picture's paint.
  const taps: Element[] = [];
  (window as unknown as Record<string, Element[]>)[tapsName] = taps;
  const answers = (control: Element) => {
    if (!document.documentElement.hasAttribute(hydrated)) return false;
    const container = control.closest('[' + region + ']');
    return !container || container.hasAttribute(hydrated);
  };
  const keep = (event: Event, tap: Element) => {
    if (answers(tap)) return;
    event.preventDefault();
    event.stopPropagation();
    taps.push(tap);
    add();
  };
  addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(tappable) : null;
      if (!control || control.closest('a[href]') || (control as HTMLButtonElement).disabled) return;
      const form =
        (control as HTMLButtonElement).type === 'submit' ? (control as HTMLButtonElement).form : null;
      if (form?.hasAttribute('action')) return;
      keep(event, control);
    },
    true,
  );
  addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!form.hasAttribute('action')) keep(event, form);
    },
    true,
  );
  if (document.readyState === 'complete') afterLargestPaint();
  else {
    addEventListener('load', afterLargestPaint, { once: true });
    setTimeout(add, pictureWaitMs);
  }
}
