import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A test server's write: anything but a PUT is refused with 405; a PUT's whole body goes to `onBody` once
 * it has arrived.
 */
export function onPutBody(
  request: IncomingMessage,
  response: ServerResponse,
  onBody: (body: Buffer) => void,
): void {
  if (request.method !== 'PUT') {
    response.writeHead(405).end();
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => onBody(Buffer.concat(chunks)));
}
