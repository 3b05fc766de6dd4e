import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { onPutBody } from './put-body.ts';

/** How the origin misbehaves, for the tests of a store that is down, slow or cut short. */
export type OriginFault = 'none' | 'down' | 'slow' | 'truncated';

/** A request the origin was sent, with the status it answered once it has. */
export interface OriginRequest {
  method: string;
  path: string;
  status?: number;
}

/**
 * A WebDAV folder in memory that answers as Apache's mod_dav does, as an HTTP release store may be: GET
 * and HEAD; PUT that honours `If-None-Match: *` (412 when taken) and is refused with 409 into a folder
 * that does not exist; MKCOL (201, 405 when the folder exists, 409 when its parent does not); PROPFIND
 * of a folder's children at depth 0 or 1; a bearer token when given one. A folder exists when it was
 * made, is among `folders` (with `/`, the origin's root) or holds a file a test put in `files` itself.
 * Every file is served with `Access-Control-Allow-Origin: *`, as a CDN in front of a store would.
 */
export async function startReleaseOrigin(
  options: { token?: string; honoursIfNoneMatch?: boolean; folders?: string[] } = {},
) {
  const files = new Map<string, Buffer>();
  const folders = new Set(['/', ...(options.folders ?? [])]);
  const requests: OriginRequest[] = [];
  let fault: OriginFault = 'none';
  /** Called before a MKCOL is answered: a test makes another publisher's folder there. */
  let beforeMkcol: ((path: string) => void) | undefined;

  const isFolder = (path: string) =>
    folders.has(path) || [...files.keys()].some((file) => file.startsWith(path));
  const parentOf = (path: string) => path.replace(/[^/]+\/?$/, '');

  const server = http.createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const record: OriginRequest = { method: request.method ?? '', path };
    requests.push(record);
    response.on('finish', () => {
      record.status = response.statusCode;
    });
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
      const depth = request.headers.depth ?? 'infinity';
      // mod_dav refuses to list a whole tree (DavDepthInfinity off).
      if (depth !== '0' && depth !== '1') {
        response.writeHead(403).end();
        return;
      }
      const folder = path.endsWith('/') ? path : `${path}/`;
      if (!isFolder(folder)) {
        response.writeHead(404).end();
        return;
      }
      const children = new Set<string>();
      if (depth === '1')
        for (const known of [...folders, ...files.keys()])
          if (known.startsWith(folder) && known !== folder) {
            const [name, ...below] = known.slice(folder.length).split('/');
            children.add(`${folder}${name}${below.length > 0 ? '/' : ''}`);
          }
      const hrefs = [folder, ...children].map((href) => `<D:response><D:href>${href}</D:href></D:response>`);
      response
        .writeHead(207, { 'content-type': 'application/xml' })
        .end(`<?xml version="1.0"?><D:multistatus xmlns:D="DAV:">${hrefs.join('')}</D:multistatus>`);
      return;
    }
    if (request.method === 'MKCOL') {
      const folder = path.endsWith('/') ? path : `${path}/`;
      beforeMkcol?.(folder);
      if (isFolder(folder) || files.has(path)) response.writeHead(405).end();
      else if (!isFolder(parentOf(folder))) response.writeHead(409).end();
      else {
        folders.add(folder);
        response.writeHead(201).end();
      }
      return;
    }
    onPutBody(request, response, (body) => {
      if (
        options.honoursIfNoneMatch !== false &&
        request.headers['if-none-match'] === '*' &&
        files.has(path)
      ) {
        response.writeHead(412).end();
        return;
      }
      if (!isFolder(parentOf(path))) {
        response.writeHead(409).end();
        return;
      }
      files.set(path, body);
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    files,
    folders,
    requests,
    /** Runs before each MKCOL is answered, with the folder asked for. */
    onMkcol(hook: ((path: string) => void) | undefined) {
      beforeMkcol = hook;
    },
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
