import { ReleaseProblem, SuccessEnvelope } from '@rental/shared/contracts';
import { OPS_TOKEN_HEADER } from '@rental/shared/contracts';
import { Type } from 'typebox';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { requireOpsAccess } from '../ops-sessions/ops-access.ts';
import { readReleaseProblems } from './release-problems-repository.ts';

/** The releases the site refused or could not fetch, for the operators (docs/decisions/024). */
export async function releaseProblemRoutes(app: ApiInstance, options: { opsToken: string | undefined }) {
  app.get(
    '/ops/releases',
    {
      schema: {
        tags: ['operations'],
        summary: `Published releases the site refused or could not fetch, the latest first (needs the ${OPS_TOKEN_HEADER} header)`,
        response: { 200: SuccessEnvelope(Type.Array(ReleaseProblem)) },
      },
    },
    async (request) => {
      await requireOpsAccess(app.db, options.opsToken, request, 'The release problems');
      return { status: 1 as const, data: await readReleaseProblems(app.db) };
    },
  );
}
