/**
 * The render worker: one generation of the site's builds, run in a worker thread the site server starts
 * (docs/decisions/015). It loads the shell's code and, once, each remote's server build; then renders the
 * pages it is sent, reading their data from the server through messages.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { serverApiSlot, type ServerApi } from '@rental/shared/seams/global-slots.ts';
import { initI18n } from '@rental/shared/i18n/i18n-setup.ts';
import { startShellRuntime } from '@rental/shared/seams/shell-runtime.ts';
import type { FromWorker, GenerationData, ToWorker } from '@rental/shared/seams/render-protocol.ts';
import { provideSharedModules, serverRemoteSource } from './server/server-remotes.ts';
import { SHELL_NS, shellLoaders } from './i18n/shell-i18n.ts';
import { renderPage } from './server/render-page.tsx';
import { consoleToLog } from './server/console-to-log.ts';
import { renderedRequestId, renderingFor } from './server/render-scope.ts';
import { workerLogLine } from './server/worker-log-line.ts';

const port = parentPort;
if (!port) throw new Error('The render worker runs in a worker thread');
const generation = workerData as GenerationData;
const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
consoleToLog(send);

let nextCall = 0;
const calls = new Map<number, (answer: { status: number; body: unknown }) => void>();
const serverApi: ServerApi = (request) =>
  new Promise((resolve) => {
    const callId = nextCall++;
    calls.set(callId, resolve);
    // Answered under the page request's id, which the server's log lines of the call then carry.
    const requestId = renderedRequestId();
    send({
      kind: 'api',
      callId,
      method: request.method,
      url: request.url,
      data: request.data,
      ...(requestId === undefined ? {} : { requestId }),
    });
  });
serverApiSlot.fill(serverApi);

provideSharedModules();
// Most of the page's time budget: what is left renders the page around a region left to the browser.
startShellRuntime({
  remoteModules: serverRemoteSource(generation.builds),
  pageDataBudgetMs: generation.renderBudgetMs * 0.8,
});
await initI18n('en', SHELL_NS, shellLoaders);

port.on('message', (message: ToWorker) => {
  if (message.kind === 'api-answer') {
    calls.get(message.callId)?.({
      status: message.status,
      body: message.body ? JSON.parse(message.body) : null,
    });
    calls.delete(message.callId);
    return;
  }
  const { id, requestId } = message;
  renderingFor(requestId, () =>
    renderPage(generation, message, {
      page: (status, html, scriptHashes, outcome) =>
        send({ kind: 'page', id, status, html, scriptHashes, outcome }, [html.buffer as ArrayBuffer]),
      failed: (reason) => send({ kind: 'failed', id, message: reason }),
      log: (level, line, error) => send(workerLogLine(level, [line, error], requestId)),
    }).catch((error: unknown) =>
      send({ kind: 'failed', id, message: error instanceof Error ? error.message : String(error) }),
    ),
  );
});
send({ kind: 'ready' });
