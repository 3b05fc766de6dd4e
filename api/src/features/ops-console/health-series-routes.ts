import { HealthSeries, SuccessEnvelope } from '@rental/shared/contracts';
import { REMOTES, remoteCalled } from '@rental/shared/federation/remote-modules.ts';
import { Type } from 'typebox';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { requireOpsAccess } from '../../ops-access/ops-access.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import { readHealthSeries } from '../../health-figures/health-series.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A remote's health per period, canary and stable, over the last hours (24 at most), for the operators'
 * charts (docs/decisions/025). The period under way is included with its counts so far.
 */
export async function healthSeriesRoutes(
  app: ApiInstance,
  options: { opsToken: string | undefined; periodMs: number },
) {
  app.get(
    '/ops/health/series',
    {
      schema: {
        tags: ['operations'],
        summary:
          "A remote's views, failures and web vitals' p75 per period and channel over the last hours (an operator's session or x-ops-token)",
        querystring: Type.Object(
          {
            remote: Type.Union(REMOTES.map(({ shortName }) => Type.Literal(shortName))),
            hours: Type.Optional(Type.Number({ minimum: 0.25, maximum: 24, default: 24 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: SuccessEnvelope(HealthSeries), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await requireOpsAccess(app.db, options.opsToken, request, "The operators' figures");
      const remote = remoteCalled(request.query.remote)!.name;
      const to = new Date(Math.floor(Date.now() / options.periodMs + 1) * options.periodMs);
      const from = new Date(to.getTime() - (request.query.hours ?? 24) * HOUR_MS);
      const series = await readHealthSeries(app.db, { remote, from, to });
      reply.header('Cache-Control', 'no-store');
      return {
        status: 1 as const,
        data: {
          remote: request.query.remote,
          from: from.toISOString(),
          to: to.toISOString(),
          periodSeconds: options.periodMs / 1000,
          ...series,
        },
      };
    },
  );
}
