import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import type { MetricsListenerSettings } from '../config.ts';

/**
 * The metrics listener (METRICS_PORT, METRICS_HOST): `GET /metrics` in Prometheus's text format, and
 * nothing else, on a port of its own, never the public one (docs/operations.md#metrics). A plain server,
 * apart from the app: a scrape runs none of the site's hooks and counts in none of its figures.
 */
export async function startMetricsListener(registry: Registry, { host, port }: MetricsListenerSettings) {
  const server = http.createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(
          `The metrics could not be collected: ${error instanceof Error ? error.message : error}\n`,
        );
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    /** The port it listens on: the one asked for, unless 0. */
    port: (server.address() as AddressInfo).port,
    /** Stops listening and ends idle scrapers' connections; settles once the server has closed. */
    close(): Promise<void> {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      return closed;
    },
  };
}

export type MetricsListener = Awaited<ReturnType<typeof startMetricsListener>>;
