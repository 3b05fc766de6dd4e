import { OpsHistoryEntry, SuccessEnvelope } from '@rental/shared/contracts';
import { REMOTES, remoteCalled } from '@rental/shared/federation/remote-modules.ts';
import type { RemoteChannels } from '@rental/shared/federation/remotes-manifest.ts';
import type { RemotesConfigStore } from '@rental/shared/rollouts/remotes-config-store.ts';
import { Type } from 'typebox';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { requireOpsAccess } from '../../ops-access/ops-access.ts';
import { errorResponses } from '../../http/route-schemas.ts';

/** The newest changes the console lists; the history file keeps them all. */
const MAX_ENTRIES = 200;

const summary = (channels: RemoteChannels | undefined) => ({
  stable: channels?.stable.version ?? '',
  ...(channels?.canary
    ? { canary: { version: channels.canary.version, percent: channels.canary.percent } }
    : {}),
});

/**
 * The rollout history for the operators' console (docs/decisions/025): every change, by the command, the
 * console or the guard, newest first, optionally of one remote, from the history beside remotes.json.
 */
export async function rolloutHistoryRoutes(
  app: ApiInstance,
  options: { opsToken: string | undefined; store: RemotesConfigStore },
) {
  const { store } = options;
  app.get(
    '/ops/history',
    {
      schema: {
        tags: ['operations'],
        summary: `The rollout history, newest first, at most ${MAX_ENTRIES} changes (an operator's session or x-ops-token)`,
        querystring: Type.Object(
          { remote: Type.Optional(Type.Union(REMOTES.map(({ shortName }) => Type.Literal(shortName)))) },
          { additionalProperties: false },
        ),
        response: { 200: SuccessEnvelope(Type.Array(OpsHistoryEntry)), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await requireOpsAccess(app.db, options.opsToken, request, 'The rollout history');
      const remote = request.query.remote ? remoteCalled(request.query.remote)?.name : undefined;
      const entries = (await store.history())
        // A line naming no remote this site knows (written by hand) is not one to show.
        .filter((entry) => remoteCalled(entry.remote) && (!remote || entry.remote === remote))
        .slice(-MAX_ENTRIES)
        .reverse()
        .map((entry) => ({
          at: entry.at,
          remote: remoteCalled(entry.remote)!.shortName,
          action: entry.action,
          by: entry.by,
          ...(entry.operator ? { operator: entry.operator } : {}),
          ...(entry.reason ? { reason: entry.reason } : {}),
          before: summary(entry.before),
          after: summary(entry.after),
        }));
      reply.header('Cache-Control', 'no-store');
      return { status: 1 as const, data: entries };
    },
  );
}
