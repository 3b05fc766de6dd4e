import type { Server } from 'node:http';

/** How often connections are looked at while a listener closes: one that went idle is closed then. */
const IDLE_SWEEP_MS = 50;

/**
 * Stops accepting connections and resolves once every open one has ended. A connection is closed as soon
 * as it is idle, its response sent: a client's kept-alive connection does not hold the shutdown for the
 * keep-alive timeout, and a request it is still sending is answered first.
 */
export function closeListener(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
  });
}
