import { createHash } from 'node:crypto';
import { OpsOverview, SuccessEnvelope } from '@rental/shared/contracts';
import type { RolloutGuardConfig } from '../../config.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { requireOpsAccess } from '../../ops-access/ops-access.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import type { RemotesManifest } from '@rental/shared/federation/remotes-manifest.ts';
import { type BuildsHere, readOpsOverview } from './ops-overview.ts';

interface OpsOverviewOptions {
  opsToken: string | undefined;
  /** remotes.json as this instance serves it now. */
  currentRemotes: () => RemotesManifest | undefined;
  /** Where each build stands on this instance, and what it serves in place of a stable it cannot. */
  builds: BuildsHere;
  guard: RolloutGuardConfig;
}

/**
 * The operators' overview (docs/decisions/025). The console asks for it every two seconds with the ETag
 * it holds: an unchanged overview (its time aside) is a 304 with no body.
 */
export async function opsOverviewRoutes(app: ApiInstance, options: OpsOverviewOptions) {
  app.get(
    '/ops/overview',
    {
      schema: {
        tags: ['operations'],
        summary:
          "Each remote's channels, their builds on this instance and what the rollout guard would decide now (an operator's session or x-ops-token)",
        response: {
          200: SuccessEnvelope(OpsOverview),
          304: { type: 'null', description: 'Unchanged since the ETag the console holds.' },
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      await requireOpsAccess(app.db, options.opsToken, request, "The operators' overview");
      const manifest = options.currentRemotes();
      if (!manifest)
        throw new ApiError(503, 'service_unavailable', 'This instance has no readable remotes.json yet.');
      const overview = await readOpsOverview(app.db, manifest, {
        builds: options.builds,
        guard: options.guard,
        now: new Date(),
      });
      const { at: _at, ...compared } = overview;
      const etag = `"${createHash('sha256').update(JSON.stringify(compared)).digest('base64url').slice(0, 27)}"`;
      reply.header('Cache-Control', 'no-store').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return { status: 1 as const, data: overview };
    },
  );
}
