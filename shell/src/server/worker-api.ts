import { serverApiSlot, type ServerApi } from '@rental/shared/seams/global-slots.ts';
import type { ApiAnswer, FromWorker } from '@rental/shared/seams/render-protocol.ts';
import { renderedRequestId } from './render-scope.ts';

/**
 * The server transport of the typed API client (`shared/src/api-client/`): a loader's call leaves the
 * worker as an `api` message and comes back as an `api-answer`, which the site server answers with the
 * API itself (`apiThroughInject`, docs/architecture.md#seams). Every app's copy of the client finds it in
 * `serverApiSlot`, which is where "go to definition" stops on the data's way
 * (docs/architecture.md#follow-a-page).
 */
export function provideWorkerApi(send: (message: FromWorker) => void): (answer: ApiAnswer) => void {
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
  return (answer) => {
    calls.get(answer.callId)?.({
      status: answer.status,
      body: answer.body ? JSON.parse(answer.body) : null,
    });
    calls.delete(answer.callId);
  };
}
