import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the origin misbehaves, for the tests of a store that is down, slow or cut short. */
export type OriginFault = 'none' | 'down' | 'slow' | 'truncated';

/**
 * A WebDAV-like folder in memory, as an HTTP release store may be: GET and HEAD, PUT that honours
 * `If-None-Match: *` (412 when taken), PROPFIND of a folder's children, and a bearer token when given one.
 * Every file is served with `Access-Control-Allow-Origin: *`, as a CDN in front of a store would.
 */
export async function startReleaseOrigin(options: { token?: string; honoursIfNoneMatch?: boolean } = {}) {
  const files = new Map<string, Buffer>();
  const requests: { method: string; path: string }[] = [];
  let fault: OriginFault = 'none';

  const server = http.createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push({ method: request.method ?? '', path });
    if (fault === 'down') {
      response.writeHead(503).end();
      return;
    }
    if (options.token && request.method !== 'GET' && request.method !== 'HEAD') {
      if (request.headers.authorization !== `Bearer ${options.token}`) {
        response.writeHead(401).end();
        return;
      }
    }
    const body = files.get(path);
    const cors = { 'access-control-allow-origin': '*' };
    if (request.method === 'GET' || request.method === 'HEAD') {
      if (!body) {
        response.writeHead(404, cors).end();
        return;
      }
      const send = () => {
        response.writeHead(200, { ...cors, 'content-length': body.length });
        if (request.method === 'HEAD') response.end();
        else if (fault === 'truncated') response.end(body.subarray(0, Math.floor(body.length / 2)));
        else response.end(body);
      };
      if (fault === 'slow') setTimeout(send, 30_000).unref();
      else send();
      return;
    }
    if (request.method === 'PROPFIND') {
      const folder = path.endsWith('/') ? path : `${path}/`;
      const children = new Set<string>();
      for (const file of files.keys())
        if (file.startsWith(folder)) children.add(`${folder}${file.slice(folder.length).split('/')[0]}/`);
      if (children.size === 0) {
        response.writeHead(404).end();
        return;
      }
      const hrefs = [folder, ...children].map((href) => `<D:response><D:href>${href}</D:href></D:response>`);
      response
        .writeHead(207, { 'content-type': 'application/xml' })
        .end(`<?xml version="1.0"?><D:multistatus xmlns:D="DAV:">${hrefs.join('')}</D:multistatus>`);
      return;
    }
    if (request.method !== 'PUT') {
      response.writeHead(405).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (
        options.honoursIfNoneMatch !== false &&
        request.headers['if-none-match'] === '*' &&
        files.has(path)
      ) {
        response.writeHead(412).end();
        return;
      }
      files.set(path, Buffer.concat(chunks));
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    files,
    requests,
    /** From now on the origin misbehaves this way (`none` heals it). */
    setFault(next: OriginFault) {
      fault = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
