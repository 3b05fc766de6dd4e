import { PAGE_LANGUAGE_HEADER } from '@rental/shared/i18n/page-language.ts';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { i18nForPage } from '@rental/shared/i18n/i18n-setup.ts';
import { pageRouteById } from '@rental/shared/federation/page-routes.ts';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from '@rental/shared/routes/server-router.ts';
import { scriptSafeJson, type PageBootstrap } from '@rental/shared/server-rendering/page-bootstrap.ts';
import type {
  GenerationData,
  RenderOutcome,
  RenderRequest,
  WorkerLogLevel,
} from '@rental/shared/seams/render-protocol.ts';
import { SiteApp } from '../app/site-app.tsx';
import { isRemoteDataUnavailable } from '../app/page-data.ts';
import { createSiteRoutes } from '../app/site-routes.tsx';
import { LEFT_TO_BROWSER_DIGEST } from '../federation/caught-errors.ts';
import { pageAssets } from './page-assets.ts';
import { scriptsAfterLoad } from './scripts-after-load.ts';
import { shellRuntime } from '@rental/shared/seams/shell-runtime.ts';

interface PageOutput {
  /** The page's status with its first HTML. */
  head(status: number, html: Uint8Array): void;
  chunk(html: Uint8Array): void;
  end(outcome: RenderOutcome): void;
  failed(message: string): void;
  /** A line for the server's log, of this page. */
  log(level: WorkerLogLevel, message: string, error: unknown): void;
}

const routes = createSiteRoutes();

/**
 * Renders one page (docs/decisions/015): its routes' loaders read its data, React renders the document
 * with it, and the HTML streams out with the data the browser hydrates from. A remote that fails here
 * leaves its region to the browser; past the time budget, what is ready is sent and the rest is left to
 * the browser too.
 */
export async function renderPage(generation: GenerationData, request: RenderRequest, output: PageOutput) {
  const handler = createStaticHandler(routes);
  // The loaders ask the API for the company's texts in the language the page renders in.
  const context = await handler.query(
    new Request(request.url, { headers: { [PAGE_LANGUAGE_HEADER]: request.language } }),
  );
  if (context instanceof Response) {
    output.failed(`a loader answered ${context.status}`);
    return;
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const modules = context.matches
    .filter((match) => pageRouteById(match.route.id))
    .map((match) => match.route.id);
  const bootstrap: PageBootstrap = {
    language: request.language,
    origin: new URL(request.url).origin,
    remotes: request.remotes.map((assignment) => ({
      ...assignment,
      renderedVersion: shellRuntime().loadedVersions.get(assignment.remote),
    })),
    modules,
    hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    assets: pageAssets(generation, request, modules),
    ...(request.healthToken ? { healthToken: request.healthToken } : {}),
  };
  const bootstrapJson = scriptSafeJson(bootstrap);
  const i18n = await i18nForPage(request.language);

  let started = false;
  let headSent = false;
  // What the server's metrics count the page as (docs/operations.md#metrics).
  let leftToBrowser = Object.values(context.loaderData).some(isRemoteDataUnavailable);
  let finished = false;
  let timedOut = false;
  let pending: Buffer[] = [];
  // React writes in pieces of about 2 KB and calls `flush` when it has written all it has for now: the
  // pieces go to the server as one message then, not one message each.
  const sendPending = () => {
    if (pending.length === 0 && headSent) return;
    const html = new Uint8Array(Buffer.concat(pending));
    pending = [];
    if (headSent) output.chunk(html);
    else {
      headSent = true;
      output.head(context.statusCode, html);
    }
  };
  const sink = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        pending.push(chunk);
        done();
      },
      final(done) {
        finished = true;
        sendPending();
        output.end(timedOut ? 'timed_out' : leftToBrowser ? 'fell_back' : 'rendered');
        done();
      },
    }),
    { flush: sendPending },
  );
  const start = () => {
    if (started) return;
    started = true;
    stream.pipe(sink);
  };
  const stream = renderToPipeableStream(
    <SiteApp bootstrap={bootstrap} bootstrapJson={bootstrapJson} i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} nonce={request.nonce} />
    </SiteApp>,
    {
      nonce: request.nonce,
      bootstrapScriptContent: scriptsAfterLoad(bootstrap.assets),
      // A region that is ready goes out in place, however large: React would otherwise send a large one
      // apart, for a script to move into place, which a visitor without JavaScript never sees.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        if (!request.waitForAll) start();
      },
      onAllReady() {
        start();
      },
      onShellError(error) {
        output.failed(error instanceof Error ? error.message : String(error));
      },
      onError(error) {
        leftToBrowser = true;
        output.log('warn', 'A region was left to the browser:', error);
        return LEFT_TO_BROWSER_DIGEST;
      },
    },
  );
  setTimeout(() => {
    timedOut = !finished;
    stream.abort(new Error('the render took longer than its budget'));
  }, generation.renderBudgetMs).unref();
}
