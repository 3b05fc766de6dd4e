import { ReleaseProblem, SuccessEnvelope } from '@rental/shared/contracts';
import { OPS_TOKEN_HEADER } from '@rental/shared/contracts';
import { Type } from 'typebox';
import type { RemotesManifest } from '@rental/shared/federation/remotes-manifest.ts';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { requireOpsAccess } from '../../ops-access/ops-access.ts';
import { readReleaseProblems } from './release-problems-repository.ts';

/** The releases the site refused or could not fetch, for the operators (docs/decisions/024). */
export async function releaseProblemRoutes(
  app: ApiInstance,
  options: {
    opsToken: string | undefined;
    /** remotes.json as this instance follows it: which problems are still current. */
    currentRemotes: () => RemotesManifest | undefined;
  },
) {
  app.get(
    '/ops/releases',
    {
      schema: {
        tags: ['operations'],
        summary: `Builds of remotes.json the site refused, and releases it could not fetch, the latest first; current when remotes.json still names them (needs the ${OPS_TOKEN_HEADER} header)`,
        response: { 200: SuccessEnvelope(Type.Array(ReleaseProblem)) },
      },
    },
    async (request) => {
      await requireOpsAccess(app.db, options.opsToken, request, 'The release problems');
      return { status: 1 as const, data: await readReleaseProblems(app.db, options.currentRemotes()) };
    },
  );
}
