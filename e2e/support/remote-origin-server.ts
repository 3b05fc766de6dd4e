/**
 * A second origin for the journeys: serves every remote's versioned builds at
 * http://127.0.0.1:<port>/<remote-folder>/<version>/ with CORS, as a CDN would, and the delivery
 * journeys' release store at /releases/, as a CDN in front of a bucket would.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { REMOTES } from '@rental/shared/federation/remote-modules.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.REMOTE_ORIGIN_PORT ?? 8182);
const app = Fastify();
for (const { folder } of REMOTES) {
  await app.register(fastifyStatic, {
    root: path.join(repoRoot, folder, 'dist'),
    prefix: `/${folder}/`,
    decorateReply: false,
    setHeaders: (res) => res.header('Access-Control-Allow-Origin', '*'),
  });
}
if (process.env.E2E_RELEASE_STORE)
  await app.register(fastifyStatic, {
    root: process.env.E2E_RELEASE_STORE,
    prefix: '/releases/',
    decorateReply: false,
    setHeaders: (res) => res.header('Access-Control-Allow-Origin', '*'),
  });
app.get('/health', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port });
