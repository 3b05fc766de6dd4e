/**
 * The render worker: one generation of the site's builds, run in a worker thread the site server starts
 * (docs/decisions/015). It loads the shell's code and, once, each remote's server build; then renders the
 * pages it is sent, reading their data from the server through messages.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { initI18n } from '@rental/shared/i18n/i18n-setup.ts';
import { startShellRuntime } from '@rental/shared/seams/shell-runtime.ts';
import {
  handleByKind,
  type FromWorker,
  type GenerationData,
  type ToWorker,
} from '@rental/shared/seams/render-protocol.ts';
import { provideSharedModules, serverRemoteSource } from './server/server-remotes.ts';
import { SHELL_NS, shellLoaders } from './i18n/shell-i18n.ts';
import { renderPage } from './server/render-page.tsx';
import { consoleToLog } from './server/console-to-log.ts';
import { renderingFor } from './server/render-scope.ts';
import { provideWorkerApi } from './server/worker-api.ts';
import { workerLogLine } from './server/worker-log-line.ts';

const port = parentPort;
if (!port) throw new Error('The render worker runs in a worker thread');
const generation = workerData as GenerationData;
const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
consoleToLog(send);
const apiAnswered = provideWorkerApi(send);

provideSharedModules();
// Most of the page's time budget: what is left renders the page around a region left to the browser.
startShellRuntime({
  remoteModules: serverRemoteSource(generation.builds),
  pageDataBudgetMs: generation.renderBudgetMs * 0.8,
});
await initI18n('en', SHELL_NS, shellLoaders);

port.on(
  'message',
  handleByKind<ToWorker>({
    'api-answer': apiAnswered,
    render: (request) => {
      const { id, requestId } = request;
      renderingFor(requestId, () =>
        renderPage(generation, request, {
          page: (status, html, scriptHashes, outcome) =>
            send({ kind: 'page', id, status, html, scriptHashes, outcome }, [html.buffer as ArrayBuffer]),
          failed: (reason) => send({ kind: 'failed', id, message: reason }),
          log: (level, line, error) => send(workerLogLine(level, [line, error], requestId)),
        }).catch((error: unknown) =>
          send({ kind: 'failed', id, message: error instanceof Error ? error.message : String(error) }),
        ),
      );
    },
  }),
);
send({ kind: 'ready' });
