import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { onPutBody } from './put-body.ts';

/** A request the server was sent, with the status it answered once it has. */
export interface ConfigServerRequest {
  method: string;
  path: string;
  status?: number;
}

/** How long Apache gives a weak ETag (`W/"…"`) for a file after it changed. */
const APACHE_WEAK_ETAG_MS = 1_000;

/**
 * A tiny document server as remotes.json may live behind in production (an object store, a WebDAV
 * folder): GET with ETags and `If-None-Match`, PUT conditional on `If-Match` or `If-None-Match: *`
 * (412 when the condition fails), and a bearer token when given one. For tests of the stores and the site.
 * With `weakEtagsAfterChange`, it gives ETags as Apache does: weak for a document changed within the last
 * second (by `now`, the real clock unless a test gives its own), strong after; `If-Match` compares them
 * strongly, so a weak one never matches.
 */
export async function startRemotesConfigServer(
  options: { token?: string; weakEtagsAfterChange?: boolean; now?: () => number } = {},
) {
  const documents = new Map<string, string>();
  const changedAt = new Map<string, number>();
  const requests: ConfigServerRequest[] = [];
  const now = options.now ?? Date.now;
  const etagOf = (path: string, text: string) => {
    const etag = `"${createHash('sha1').update(text).digest('hex')}"`;
    const changed = changedAt.get(path);
    const weak =
      options.weakEtagsAfterChange && changed !== undefined && now() - changed < APACHE_WEAK_ETAG_MS;
    return weak ? `W/${etag}` : etag;
  };
  const opaque = (etag: string) => etag.replace(/^W\//, '');
  /** Called before a PUT is answered: a test makes another writer's change there. */
  let beforePut: ((path: string) => void) | undefined;

  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const record: ConfigServerRequest = { method: request.method ?? '', path };
    requests.push(record);
    response.on('finish', () => {
      record.status = response.statusCode;
    });
    if (options.token && request.headers.authorization !== `Bearer ${options.token}`) {
      response.writeHead(401).end();
      return;
    }
    const current = documents.get(path);
    if (request.method === 'GET') {
      const ifNoneMatch = request.headers['if-none-match'];
      if (current === undefined) response.writeHead(404).end();
      // If-None-Match compares weakly (RFC 9110, 13.1.2).
      else if (ifNoneMatch && opaque(ifNoneMatch) === opaque(etagOf(path, current)))
        response.writeHead(304).end();
      else
        response
          .writeHead(200, { etag: etagOf(path, current), 'content-type': 'application/json' })
          .end(current);
      return;
    }
    onPutBody(request, response, (body) => {
      beforePut?.(path);
      const there = documents.get(path);
      const ifMatch = request.headers['if-match'];
      const ifNoneMatch = request.headers['if-none-match'];
      // If-Match compares strongly (RFC 9110, 13.1.1): a weak ETag, on either side, never matches.
      const strongMatch = (etag: string) => !etag.startsWith('W/') && etag === ifMatch;
      const refused =
        (ifMatch !== undefined && (there === undefined || !strongMatch(etagOf(path, there)))) ||
        (ifNoneMatch === '*' && there !== undefined);
      if (refused) {
        response.writeHead(412).end();
        return;
      }
      const text = body.toString('utf8');
      documents.set(path, text);
      changedAt.set(path, now());
      response.writeHead(there === undefined ? 201 : 204, { etag: etagOf(path, text) }).end();
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
