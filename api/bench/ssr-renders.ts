import { paths } from '@rental/shared/routes/paths.ts';

/**
 * The server-rendered pages the benchmarks render, and how they ask for them: as a browser would, HTML
 * compressed. `npm run bench:ssr` loads and renders them in-process; `npm run bench:image` renders the same
 * ones in the image's server to read its memory after the same work.
 */
export const SSR_PAGES = [
  paths.home(),
  paths.equipments(),
  paths.equipmentDetail({ id: 2 }),
  paths.requestQuote(),
];

/** Renders before any figure is read: each page's code loaded, its caches filled. */
export const WARM_UP_RENDERS = 20;

/** Renders after the warm-up, after which the server's resident memory is read. */
export const MEMORY_RENDERS = 1000;

export const BROWSER_HEADERS = {
  'accept-encoding': 'br, gzip',
  accept: 'text/html',
  'user-agent': 'Mozilla/5.0 bench',
};

/** `count` pages one after another, each read to its end; a page that does not answer 2xx ends the run. */
export async function renderTimes(origin: string, count: number, pick: (i: number) => string) {
  for (let i = 0; i < count; i++) {
    const response = await fetch(origin + pick(i), { headers: BROWSER_HEADERS });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${pick(i)} answered ${response.status}`);
  }
}

/** The pages of SSR_PAGES in turn, `count` renders in all. */
export const renderPages = (origin: string, count: number) =>
  renderTimes(origin, count, (i) => SSR_PAGES[i % SSR_PAGES.length]!);
