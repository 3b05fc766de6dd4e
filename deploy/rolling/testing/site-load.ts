import { validQuote } from '../../../api/src/testing/quote-payloads.ts';

/** Pages a visitor opens, in turn: the home page, the catalogue, a detail page, packages, in four languages. */
export const PAGE_ROUTES = [
  '/',
  '/equipments',
  '/equipments/2/details',
  '/packages',
  '/?lang=es',
  '/equipments?lang=fr',
  '/packages?lang=ht',
  '/equipments/2/details?lang=es',
];

const REQUEST_TIMEOUT_MS = 30_000;

/** One request as the client saw it: its HTTP status, or the code of the error it got instead. */
export interface RequestRecord {
  kind: 'page' | 'quote' | 'xsrf-token';
  route: string;
  /** performance.now() when it was sent. */
  sentAt: number;
  ms: number;
  outcome: number | string;
}

/** One quote request sent, named by the marker in its customer name. */
export interface QuoteSubmission {
  marker: string;
  /** The reference of its 201 answer; undefined when it got none. */
  reference: string | undefined;
}

export interface LoadSettings {
  /** The load balancer's origin. */
  origin: string;
  /** Visitors opening pages at once, each waiting `pageIntervalMs` after every page. */
  visitors: number;
  pageIntervalMs: number;
  /** Clients sending quote requests at once, each waiting `quoteIntervalMs` after every request. */
  quoteClients: number;
  quoteIntervalMs: number;
  /** Unique to the run: every marker starts with it. */
  run: string;
}

export interface SiteLoad {
  records: RequestRecord[];
  submissions: QuoteSubmission[];
  /** Lets every request under way finish, sends no more, and resolves once all have ended. */
  stop(): Promise<void>;
}

/** What every marker of run `run` starts with. */
export const quoteMarkerPrefix = (run: string) => `Rolling ${run} `;

/** The marker of quote request `n` of run `run`, stored in its customer name. */
export const quoteMarker = (run: string, n: number) => `${quoteMarkerPrefix(run)}${n}`;

const errorCode = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error as { name?: string }).name ?? 'error';
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Page views and quote submissions through the load balancer with Node's fetch, which keeps connections
 * alive like a browser. A request is sent once: a failure is recorded, never retried, so that every
 * failure the deploy causes shows.
 */
export function startSiteLoad(settings: LoadSettings): SiteLoad {
  const records: RequestRecord[] = [];
  const submissions: QuoteSubmission[] = [];
  let running = true;
  let nextQuote = 0;

  async function send(kind: RequestRecord['kind'], route: string, init: RequestInit = {}) {
    const sentAt = performance.now();
    try {
      const response = await fetch(`${settings.origin}${route}`, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = await response.text();
      records.push({ kind, route, sentAt, ms: performance.now() - sentAt, outcome: response.status });
      return { response, body };
    } catch (error) {
      records.push({ kind, route, sentAt, ms: performance.now() - sentAt, outcome: errorCode(error) });
      return undefined;
    }
  }

  async function visitor(index: number) {
    // Spread over the first interval, so that the visitors do not all arrive at once.
    await pause((settings.pageIntervalMs * index) / settings.visitors);
    for (let page = index; running; page++) {
      await send('page', PAGE_ROUTES[page % PAGE_ROUTES.length]!);
      await pause(settings.pageIntervalMs);
    }
  }

  /** A browser with the quote form open: it gets the XSRF cookie once, then sends it back as the header. */
  async function quoteClient(index: number) {
    await pause((settings.quoteIntervalMs * index) / settings.quoteClients);
    let token: string | undefined;
    while (running) {
      if (!token) {
        const answer = await send('xsrf-token', '/api/v1/xsrf-token');
        const cookie = answer?.response.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
        token = cookie?.slice('XSRF-TOKEN='.length).split(';')[0];
      }
      if (token) {
        const n = nextQuote++;
        const marker = quoteMarker(settings.run, n);
        const answer = await send('quote', '/api/v1/requests', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: `XSRF-TOKEN=${token}`,
            'x-xsrf-token': token,
            'idempotency-key': `${settings.run}-${n}`,
          },
          body: JSON.stringify(validQuote({ customer_name: marker })),
        });
        let reference: string | undefined;
        if (answer?.response.status === 201)
          reference = (JSON.parse(answer.body) as { data: { reference: string } }).data.reference;
        submissions.push({ marker, reference });
      }
      await pause(settings.quoteIntervalMs);
    }
  }

  const clients = [
    ...Array.from({ length: settings.visitors }, (_, index) => visitor(index)),
    ...Array.from({ length: settings.quoteClients }, (_, index) => quoteClient(index)),
  ];
  return {
    records,
    submissions,
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}
