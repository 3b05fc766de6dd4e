import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny document server as remotes.json may live behind in production (an object store, a WebDAV
 * folder): GET with ETags and `If-None-Match`, PUT conditional on `If-Match` or `If-None-Match: *`
 * (412 when the condition fails), and a bearer token when given one. For tests of the stores and the site.
 */
export async function startRemotesConfigServer(options: { token?: string } = {}) {
  const documents = new Map<string, string>();
  const requests: { method: string; path: string }[] = [];
  const etagOf = (text: string) => `"${createHash('sha1').update(text).digest('hex')}"`;
  /** Called before a PUT is answered: a test makes another writer's change there. */
  let beforePut: ((path: string) => void) | undefined;

  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requests.push({ method: request.method ?? '', path });
    if (options.token && request.headers.authorization !== `Bearer ${options.token}`) {
      response.writeHead(401).end();
      return;
    }
    const current = documents.get(path);
    if (request.method === 'GET') {
      if (current === undefined) response.writeHead(404).end();
      else if (request.headers['if-none-match'] === etagOf(current)) response.writeHead(304).end();
      else
        response.writeHead(200, { etag: etagOf(current), 'content-type': 'application/json' }).end(current);
      return;
    }
    if (request.method !== 'PUT') {
      response.writeHead(405).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      beforePut?.(path);
      const now = documents.get(path);
      const ifMatch = request.headers['if-match'];
      const ifNoneMatch = request.headers['if-none-match'];
      const refused =
        (ifMatch !== undefined && (now === undefined || etagOf(now) !== ifMatch)) ||
        (ifNoneMatch === '*' && now !== undefined);
      if (refused) {
        response.writeHead(412).end();
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      documents.set(path, text);
      response.writeHead(now === undefined ? 201 : 204, { etag: etagOf(text) }).end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    documents,
    requests,
    onPut(hook: ((path: string) => void) | undefined) {
      beforePut = hook;
    },
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
