import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import type { Registry } from 'prom-client';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MAX_BODY_BYTES } from '@rental/shared/contracts';
import type { AppSettings } from '../config.ts';
import { Admission } from '../lifecycle/admission.ts';
import type { InstanceLifecycle } from '../lifecycle/instance-lifecycle.ts';
import type { RenderLoad } from '../lifecycle/render-load.ts';
import { busyRefusal } from '../http/busy-answer.ts';
import { requestForLog } from '../http/request-log.ts';
import { RequestLogLines } from '../http/request-log-lines.ts';
import { fastifyTrustProxy } from '../http/trusted-proxies.ts';
import { refusalMetrics } from '../metrics/refusal-metrics.ts';
import { OPS_PATH } from '../site/ops-console-files.ts';
import { isPageRequest } from '../site/site-files.ts';

interface InstanceOptions {
  logger?: FastifyServerOptions['logger'];
  loggerInstance?: FastifyBaseLogger;
  lifecycle: InstanceLifecycle;
  renders: RenderLoad;
  metrics: Registry;
  settings: AppSettings;
}

/**
 * The Fastify instance behind its admission, which refuses at the listener, before Fastify's work
 * (docs/operations.md#back-pressure): its logger, body limit, trusted proxies and request ids.
 */
export function createFastifyInstance(options: InstanceOptions) {
  const { logger, loggerInstance, lifecycle, renders, metrics, settings } = options;
  const admission: Admission = new Admission({
    lifecycle,
    renders,
    // Pages, but not the console's: its routes are the operators'.
    isPage: (method, path) =>
      isPageRequest(method, path) && path !== OPS_PATH && !path.startsWith(`${OPS_PATH}/`),
    busy: busyRefusal(settings.overload.retryAfterSeconds),
    counted: refusalMetrics(metrics),
    underPressure: (): boolean => app.isUnderPressure(),
    warn: (fields, message): void => app.log.warn(fields, message),
  });
  const app = Fastify({
    serverFactory: admission.createServer,
    ...(loggerInstance
      ? { loggerInstance }
      : {
          logger:
            logger && typeof logger === 'object'
              ? { ...logger, serializers: { ...logger.serializers, req: requestForLog } }
              : (logger ?? false),
        }),
    logController: new RequestLogLines(),
    // A request on a kept-alive connection while the server closes is answered, not refused: draining
    // already asked each client to close its connection (lifecycle/request-gate.ts).
    return503OnClosing: false,
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: fastifyTrustProxy(settings.trustProxy),
    // A request id on every log line and response; a caller's own X-Request-Id is kept when well formed.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  return { app, admission };
}
