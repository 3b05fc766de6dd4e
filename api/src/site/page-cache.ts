import { LRUCache } from 'lru-cache';
import type { Encoding } from '../http/encoded-answer.ts';
import type { PageCacheOutcome } from '../metrics/page-cache-metrics.ts';

/** A page answer that is the same for everyone who asks with its key: sent with no cookie and no nonce. */
export interface SharedPage {
  status: number;
  body: Buffer;
  /**
   * The body compressed, each form made when first asked and then kept with the page: a kept page is sent
   * many times, and compressing it is most of the cost; a render pays only for the form its client takes.
   */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  etag: string;
  csp: string;
}

/**
 * What a render gives: a shared page, or an answer for its own request alone (an error page, a page with
 * cookies to set), which is neither kept nor handed to another request.
 */
export type RenderedPage<Personal> =
  { kind: 'shared'; page: SharedPage } | { kind: 'personal'; answer: Personal };

/** Everything a shared page depends on, so that two requests with the same parts get the same bytes. */
export interface PageCacheKeyParts {
  /**
   * The address the page is rendered for, as the render is given it: scheme, host, path and query. The
   * host is part of it because a page names its own address (links, the canonical one) when SITE_URL is unset.
   */
  url: string;
  /** The page's language: `?lang=`, then the language cookie, then English. */
  language: string;
  /** What the page names of its builds (each remote's channel, version, entry, the rollouts), as one digest. */
  builds: string;
  /** The remotes.json manifest version, the shell build and the seeded content version, composed. */
  generation: string;
}

/** What a request brings to the key; the cache adds the generation it is at. */
export type PageAddress = Omit<PageCacheKeyParts, 'generation'>;

/** One string per set of parts, whatever characters the parts hold (JSON quotes its separators). */
export const pageCacheKey = ({ url, language, builds, generation }: PageCacheKeyParts): string =>
  JSON.stringify([generation, language, builds, url]);

export interface PageCacheOptions {
  /** Memory the kept pages may take (PAGE_CACHE_MAX_BYTES); the least recently used go first. 0 keeps none. */
  maxBytes: number;
  /** How long a kept page is sent as it is (PAGE_CACHE_S_MAXAGE). */
  freshMs: number;
  /** How long after that it is still sent while one render refreshes it (PAGE_CACHE_STALE_WHILE_REVALIDATE). */
  staleMs: number;
  /** What every kept page was rendered from; when it changes, every kept page is dropped. */
  generation: () => string;
  counted?: (outcome: PageCacheOutcome) => void;
  /** Milliseconds on a clock that only goes forward. */
  now?: () => number;
}

interface KeptPage {
  page: SharedPage;
  renderedAt: number;
}

/** One request's render, handed to the single render of its key. */
interface Asked {
  render: () => Promise<RenderedPage<unknown>>;
}

/** A page's share of memory besides its key and bytes: its object, its headers and the cache's own slots. */
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * Raised through every request waiting for a render whose answer turned out personal: the answer is given
 * to the request that rendered it alone, and the others render their own.
 */
class PersonalAnswer extends Error {
  constructor(
    readonly asked: Asked,
    readonly rendered: RenderedPage<unknown>,
  ) {
    super('the page answer is personal');
  }
}

/**
 * The origin cache (docs/operations.md#page-cache): shared page answers kept in memory by key, so that a
 * page everyone gets the same is rendered once per key and generation rather than once per request. A
 * kept page is fresh for `freshMs`; then, for `staleMs` more, it is sent at once while one render refreshes
 * it, and kept if that render fails; past that, the next request waits for a render. Requests for a key
 * that is being rendered wait for that render, and share its failure; nothing that failed is kept.
 */
export class PageCache {
  readonly #pages: LRUCache<string, KeptPage, Asked> | undefined;
  readonly #freshMs: number;
  readonly #staleMs: number;
  readonly #generationOf: () => string;
  readonly #counted: (outcome: PageCacheOutcome) => void;
  readonly #now: () => number;
  #generation: string | undefined;

  constructor(options: PageCacheOptions) {
    this.#freshMs = options.freshMs;
    this.#staleMs = options.staleMs;
    this.#generationOf = options.generation;
    this.#counted = options.counted ?? (() => {});
    this.#now = options.now ?? (() => performance.now());
    this.#pages =
      options.maxBytes > 0
        ? new LRUCache<string, KeptPage, Asked>({
            maxSize: options.maxBytes,
            sizeCalculation: ({ page }, key) =>
              key.length +
              // The body twice: its compressed forms, made later, take less than as much again.
              page.body.byteLength * 2 +
              page.etag.length +
              page.csp.length +
              ENTRY_OVERHEAD_BYTES,
            fetchMethod: async (_key, _stale, { context }) => {
              const rendered = await context.render();
              if (rendered.kind === 'personal') throw new PersonalAnswer(context, rendered);
              return { page: rendered.page, renderedAt: this.#now() };
            },
            // A render under way when its page is dropped (a new generation, room for other pages) still
            // answers the requests waiting for it; it is just not kept.
            ignoreFetchAbort: true,
          })
        : undefined;
  }

  /** Memory the kept pages take, in bytes, counted as `maxBytes` is. */
  get bytes(): number {
    return this.#pages?.calculatedSize ?? 0;
  }

  /** Drops every kept page; renders under way still answer the requests waiting for them. */
  clear(): void {
    this.#pages?.clear();
  }

  /** The page kept for `address`, or the one `render` gives: kept when shared, its caller's alone when personal. */
  async answer<Personal>(
    address: PageAddress,
    render: () => Promise<RenderedPage<Personal>>,
  ): Promise<RenderedPage<Personal>> {
    const pages = this.#pages;
    if (!pages) return this.#count(await render());
    const generation = this.#generationOf();
    if (generation !== this.#generation) {
      pages.clear();
      this.#generation = generation;
    }
    const key = pageCacheKey({ ...address, generation });
    const asked: Asked = { render };
    const kept = pages.peek(key);
    const age = kept === undefined ? Infinity : this.#now() - kept.renderedAt;
    if (age <= this.#freshMs) {
      this.#counted('hit');
      return { kind: 'shared', page: (await pages.forceFetch(key, { context: asked })).page };
    }
    if (age <= this.#freshMs + this.#staleMs) {
      this.#counted('stale');
      const stale = await pages.forceFetch(key, {
        context: asked,
        forceRefresh: true,
        allowStale: true,
        noDeleteOnFetchRejection: true,
      });
      return { kind: 'shared', page: stale.page };
    }
    try {
      const rendered = await pages.forceFetch(key, { context: asked, forceRefresh: true, allowStale: false });
      this.#counted('miss');
      return { kind: 'shared', page: rendered.page };
    } catch (error) {
      if (!(error instanceof PersonalAnswer)) {
        this.#counted('miss');
        throw error;
      }
      return this.#count(error.asked === asked ? (error.rendered as RenderedPage<Personal>) : await render());
    }
  }

  #count<Personal>(rendered: RenderedPage<Personal>): RenderedPage<Personal> {
    this.#counted(rendered.kind === 'shared' ? 'miss' : 'personal');
    return rendered;
  }
}
