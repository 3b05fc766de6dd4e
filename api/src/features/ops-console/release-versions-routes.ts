import {
  MAX_RELEASE_VERSIONS,
  OpsReleaseVersions,
  SuccessEnvelope,
  type OpsReleaseStoreProblem,
  type OpsReleaseVersion,
} from '@rental/shared/contracts';
import { REMOTES, remoteCalled } from '@rental/shared/federation/remote-modules.ts';
import { Type } from 'typebox';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import { requireOpsAccess } from '../../ops-access/ops-access.ts';
import type { ConsoleReleases } from './console-releases.ts';
import { newestFirst } from './version-order.ts';

/**
 * The published versions of a remote an operator can start a canary of (docs/decisions/025), from every
 * release store this site allows. A store that cannot be listed is named with why, and the others' versions
 * are still given: one store down must not hide what the rest hold.
 */
export async function releaseVersionsRoutes(
  app: ApiInstance,
  options: { opsToken: string | undefined; releases: ConsoleReleases },
) {
  app.get(
    '/ops/releases/:remote/versions',
    {
      schema: {
        tags: ['operations'],
        summary: `A remote's published versions in the release stores, newest first, at most ${MAX_RELEASE_VERSIONS} (an operator's session or x-ops-token)`,
        params: Type.Object({
          remote: Type.Union(REMOTES.map(({ shortName }) => Type.Literal(shortName))),
        }),
        response: { 200: SuccessEnvelope(OpsReleaseVersions), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await requireOpsAccess(app.db, options.opsToken, request, "The operators' console");
      const { folder } = remoteCalled(request.params.remote)!;
      const versions: OpsReleaseVersion[] = [];
      const problems: OpsReleaseStoreProblem[] = [];
      const stores = [...options.releases.stores];
      const listed = await Promise.allSettled(stores.map(([, store]) => store.versions(folder)));
      listed.forEach((result, index) => {
        const store = stores[index]![0];
        if (result.status === 'fulfilled')
          versions.push(...result.value.map((version) => ({ version, store })));
        else problems.push({ store, message: (result.reason as Error).message });
      });
      reply.header('Cache-Control', 'no-store');
      return {
        status: 1 as const,
        data: {
          // Stable: the same version in two stores keeps the order the stores are configured in.
          versions: versions.sort((a, b) => newestFirst(a.version, b.version)).slice(0, MAX_RELEASE_VERSIONS),
          problems,
        },
      };
    },
  );
}
