import compress from '@fastify/compress';
import type { Registry } from 'prom-client';
import type { AppSettings } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Admission } from '../lifecycle/admission.ts';
import type { InstanceLifecycle } from '../lifecycle/instance-lifecycle.ts';
import { requestGate } from '../lifecycle/request-gate.ts';
import { ANSWER_BROTLI } from '../http/encoded-answer.ts';
import { errorHandler } from '../http/error-handler.ts';
import type { ApiInstance } from '../http/fastify-types.ts';
import { jsonBodyParser } from '../http/json-body-parser.ts';
import { schemaValidators } from '../http/schema-validators.ts';
import { databasePoolMetrics, type PoolCounts } from '../metrics/database-pool-metrics.ts';
import { httpRequestMetrics } from '../metrics/http-request-metrics.ts';
import { outboxMetrics } from '../metrics/outbox-metrics.ts';
import { readOutboxBacklog } from '../outbox/outbox-repository.ts';

interface PipelineOptions {
  db: Database;
  metrics: Registry;
  pool?: PoolCounts;
  lifecycle: InstanceLifecycle;
  admission: Admission;
  settings: AppSettings;
}

/**
 * What every request goes through: the database and metrics on the instance, its id on the answer, the
 * gate that holds requests while the instance starts or drains, validation, the one error handler, the
 * body parser and compression.
 */
export async function registerRequestPipeline(
  app: ApiInstance,
  { db, metrics, pool, lifecycle, admission, settings }: PipelineOptions,
) {
  app.decorate('db', db);
  // Before every other hook: an answer any of them gives is counted too (docs/operations.md#metrics).
  app.decorate('metrics', metrics);
  await app.register(httpRequestMetrics, { registry: app.metrics });
  outboxMetrics(app.metrics, () => readOutboxBacklog(db));
  if (pool) databasePoolMetrics(app.metrics, pool);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  await app.register(requestGate, { lifecycle, overload: settings.overload });
  app.addHook('onClose', async () => admission.close());
  await app.register(schemaValidators);
  await app.register(errorHandler);
  await app.register(jsonBodyParser);
  // Built files go out precompressed; this covers API answers and the page itself.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, brotliOptions: ANSWER_BROTLI });
}
