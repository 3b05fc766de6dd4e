import {
  HEALTH_BEACON_PATH,
  HealthBeacon,
  HealthFigures,
  MAX_HEALTH_BEACON_BYTES,
  OPS_TOKEN_HEADER,
  PAGE_VIEW_ID_PATTERN,
  SuccessEnvelope,
  isVitalKind,
  type HealthEvent,
} from '@rental/shared/contracts';
import { Type } from 'typebox';
import type { HealthSettings } from '../../config.ts';
import { ApiError } from '../../http/api-error.ts';
import { requireOpsAccess } from '../../ops-access/ops-access.ts';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { bodyErrors } from '../../http/route-schemas.ts';
import { recordBeacon } from '../../health-figures/beacon-recording.ts';
import { readHealthFigures } from '../../health-figures/health-figures-reading.ts';
import { clientKey, readViewToken, viewKey, type ViewClaims } from '../../health-figures/view-token.ts';

/** The health settings, with the secret that signs page tokens and keys views and clients always given. */
type HealthOptions = HealthSettings & { secret: string };

/** An event must be about a build the page was given: its assigned one, or stable after a canary fell back. */
function eventProblem(claims: ViewClaims, event: HealthEvent): string | undefined {
  const assigned = claims.remotes.find(({ remote }) => remote === event.remote);
  if (!assigned) return `this page view had no ${event.remote}`;
  const asAssigned = event.channel === assigned.channel && event.version === assigned.version;
  const asFallback = event.channel === 'stable' && event.version === assigned.stableVersion;
  if (!asAssigned && !asFallback)
    return `this page view had ${event.remote} ${assigned.version} on ${assigned.channel}`;
  const isVital = isVitalKind(event.kind);
  if (isVital !== (event.value !== undefined))
    return isVital ? `a ${event.kind} event needs its value` : `a ${event.kind} event has no value`;
  return undefined;
}

/**
 * Real-user health (docs/decisions/017): browsers send what happened to each remote in a page view, and
 * operators (and the rollout guard) read the figures back.
 */
export async function healthRoutes(app: ApiInstance, options: HealthOptions) {
  app.post(
    HEALTH_BEACON_PATH,
    {
      bodyLimit: MAX_HEALTH_BEACON_BYTES,
      config: {
        rateLimit: app.formRateLimit && { max: options.beaconsPerMinute, timeWindow: 60_000 },
      },
      schema: {
        tags: ['operations'],
        summary:
          'What happened to each remote in one page view (sent by the shell with navigator.sendBeacon)',
        body: HealthBeacon,
        response: { 202: Type.Object({ status: Type.Literal(1) }), ...bodyErrors },
      },
    },
    async (request, reply) => {
      const now = Date.now();
      const claims = readViewToken(options.secret, request.body.token, now);
      if (claims === 'forged')
        throw new ApiError(400, 'bad_request', 'token: not a page this site rendered.', {
          token: 'Not a page this site rendered.',
        });
      if (claims === 'expired')
        throw new ApiError(400, 'bad_request', 'token: the page has expired.', {
          token: 'The page has expired.',
        });
      if (!PAGE_VIEW_ID_PATTERN.test(request.body.viewId))
        throw new ApiError(400, 'bad_request', 'viewId: not a page view id.', {
          viewId: 'Not a page view id: 16 random bytes in base64url.',
        });
      const fields: Record<string, string> = {};
      request.body.events.forEach((event, index) => {
        const problem = eventProblem(claims, event);
        if (problem) fields[`events[${index}]`] = problem;
      });
      if (Object.keys(fields).length > 0)
        throw new ApiError(
          400,
          'bad_request',
          Object.entries(fields)
            .map(([field, problem]) => `${field}: ${problem}.`)
            .join(' '),
          fields,
        );
      await recordBeacon(app.db, {
        viewId: viewKey(options.secret, request.body.token, request.body.viewId),
        clientKey: clientKey(options.secret, request.ip),
        events: request.body.events,
        now: new Date(now),
        maxViewsPerClient: options.maxViewsPerClient,
        maxFailuresPerClient: options.maxFailuresPerClient,
        windowMs: options.windowMs,
        periodMs: options.periodMs,
      });
      return reply.code(202).send({ status: 1 });
    },
  );

  app.get(
    '/ops/health',
    {
      schema: {
        tags: ['operations'],
        summary: `Real-user figures per remote, version and channel over the last window (needs the ${OPS_TOKEN_HEADER} header)`,
        querystring: Type.Object(
          { window_seconds: Type.Optional(Type.Integer({ minimum: 60, maximum: 30 * 24 * 3600 })) },
          { additionalProperties: false },
        ),
        response: { 200: SuccessEnvelope(Type.Array(HealthFigures)) },
      },
    },
    async (request) => {
      await requireOpsAccess(app.db, options.opsToken, request, 'The operators’ figures');
      const to = new Date();
      const windowMs = (request.query.window_seconds ?? options.windowMs / 1000) * 1000;
      return {
        status: 1 as const,
        data: await readHealthFigures(app.db, { from: new Date(to.getTime() - windowMs), to }),
      };
    },
  );
}
