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
import { inlineScriptHashes } from './inline-script-hashes.ts';
import { pageAssets } from './page-assets.ts';
import { scriptsAfterLoad } from './scripts-after-load.ts';
import { shellRuntime } from '@rental/shared/seams/shell-runtime.ts';

interface PageOutput {
  /** The page whole, its status and the CSP sources of its inline scripts, and how it came out. */
  page(status: number, html: Uint8Array, scriptHashes: string[], outcome: RenderOutcome): void;
  failed(message: string): void;
  /** A line for the server's log, of this page. */
  log(level: WorkerLogLevel, message: string, error: unknown): void;
}

const routes = createSiteRoutes();

/**
 * Renders one page (docs/decisions/015): its routes' loaders read its data, React renders the document
 * with it, and the HTML goes out whole with the data the browser hydrates from. A remote that fails here
 * leaves its region to the browser; past the time budget, what is ready is sent and the rest is left to
 * the browser too. Whole, because a region sent after the rest would need a script of React's that only a
 * nonce could allow: the page's inline scripts are known before its first byte, and the
 * Content-Security-Policy allows exactly them by their hashes, the same on every visitor's copy.
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
    rollouts: request.rollouts,
    modules,
    hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    assets: pageAssets(generation, request, modules),
    ...(request.health ? { health: request.health } : {}),
  };
  const bootstrapJson = scriptSafeJson(bootstrap);
  const i18n = await i18nForPage(request.language);

  // What the server's metrics count the page as (docs/operations.md#metrics).
  let leftToBrowser = Object.values(context.loaderData).some(isRemoteDataUnavailable);
  let finished = false;
  let timedOut = false;
  const pieces: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      pieces.push(chunk);
      done();
    },
    final(done) {
      finished = true;
      // A copy of its own: the worker hands its memory over to the server with the message.
      const html = new Uint8Array(Buffer.concat(pieces));
      output.page(
        context.statusCode,
        html,
        inlineScriptHashes(Buffer.from(html.buffer, html.byteOffset, html.byteLength).toString('utf8')),
        timedOut ? 'timed_out' : leftToBrowser ? 'fell_back' : 'rendered',
      );
      done();
    },
  });
  const stream = renderToPipeableStream(
    <SiteApp bootstrap={bootstrap} bootstrapJson={bootstrapJson} i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </SiteApp>,
    {
      bootstrapScriptContent: scriptsAfterLoad(bootstrap.assets),
      // A region that is ready goes out in place, however large: React would otherwise send a large one
      // apart, for a script to move into place, which a visitor without JavaScript never sees.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Every region in place, or left to the browser at the budget: no region comes after the rest.
      onAllReady() {
        stream.pipe(sink);
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
