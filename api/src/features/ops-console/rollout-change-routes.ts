import {
  ErrorEnvelope,
  OPS_ROLLOUT_ACTIONS,
  OpsRolloutChange,
  OpsRolloutChanged,
  SuccessEnvelope,
  type OpsRolloutAction,
} from '@rental/shared/contracts';
import { REMOTES, remoteCalled, type RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type { RemoteChannels } from '@rental/shared/federation/remotes-manifest.ts';
import type { RemotesConfigStore } from '@rental/shared/rollouts/remotes-config-store.ts';
import {
  killCanary,
  promoteCanary,
  rollBack,
  RolloutConflict,
  RolloutRefused,
  setPercent,
  startCanary,
  type RolloutHistoryEntry,
} from '@rental/shared/rollouts/rollout-plan.ts';
import { Type } from 'typebox';
import { ApiError } from '../../http/api-error.ts';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { requireOpsAccess } from '../../ops-access/ops-access.ts';
import { bodyErrors, errorResponses } from '../../http/route-schemas.ts';
import { channelsRevision } from './channels-revision.ts';
import type { ConsoleReleases } from './console-releases.ts';
import { releaseToStart, startRequest } from './release-to-start.ts';

interface RolloutChangeOptions {
  opsToken: string | undefined;
  /** remotes.json as the rollout command changes it: a file or a URL (docs/decisions/016). */
  store: RemotesConfigStore;
  /** Where `start` finds a published release, and what it checks it against. */
  releases: ConsoleReleases;
}

type Plan = (channels: RemoteChannels, history: readonly RolloutHistoryEntry[]) => RemoteChannels;

/** `start` has its own plan: its build is verified before the change, never under the store's lock. */
const plans: Record<
  Exclude<OpsRolloutAction, 'start'>,
  (
    channels: RemoteChannels,
    history: readonly RolloutHistoryEntry[],
    change: OpsRolloutChange,
    now: Date,
  ) => RemoteChannels
> = {
  percent: (channels, _history, change, now) => {
    if (change.percent === undefined) throw new RolloutRefused('a new percent is needed');
    return setPercent(channels, change.percent, now);
  },
  promote: (channels) => promoteCanary(channels),
  rollback: (channels, history) => rollBack(channels, history),
  kill: (channels, _history, _change, now) => killCanary(channels, now),
};

/** What a remote's rollout is now, in a sentence the console shows beside a refused change. */
function describeChannels(channels: RemoteChannels): string {
  const canary = channels.canary;
  return canary
    ? `stable ${channels.stable.version}, canary ${canary.version} at ${canary.percent} %`
    : `stable ${channels.stable.version}, no canary`;
}

/**
 * The operators' console changes a rollout (docs/decisions/025) through the rollout command's own plan
 * and store, with the operator's name and reason in the history; a start takes a published release,
 * verified as the command verifies it. The change applies only to the channels the operator was looking
 * at: if they changed meanwhile (the command, the guard, another operator), it is refused with what they
 * are now.
 */
export async function rolloutChangeRoutes(app: ApiInstance, options: RolloutChangeOptions) {
  const { store } = options;
  app.post(
    '/ops/rollouts/:remote/:action',
    {
      config: { csrf: true },
      schema: {
        tags: ['operations'],
        summary:
          "Change a remote's rollout from the operators' console: start a published release, percent, promote, rollback or kill (a signed-in operator; CSRF)",
        params: Type.Object({
          remote: Type.Union(REMOTES.map(({ shortName }) => Type.Literal(shortName))),
          action: Type.Union(OPS_ROLLOUT_ACTIONS.map((action) => Type.Literal(action))),
        }),
        body: OpsRolloutChange,
        response: {
          200: SuccessEnvelope(OpsRolloutChanged),
          ...bodyErrors,
          ...errorResponses(401, 403, 409),
          422: {
            ...ErrorEnvelope,
            description:
              'The body breaks the contract (`validation_failed`, with `fields`), or the release to start was refused (`refused`): its signature, a file or its contract with the shell.',
          },
        },
      },
    },
    async (request) => {
      const { operator } = await requireOpsAccess(
        app.db,
        options.opsToken,
        request,
        "The operators' console",
      );
      if (!operator)
        throw new ApiError(401, 'unauthorized', "Sign in to the operators' console to change a rollout.");
      const description = remoteCalled(request.params.remote)!;
      const remote: RemoteName = description.name;
      // The schema admits only these.
      const action = request.params.action as OpsRolloutAction;
      const change = request.body;
      const now = new Date();
      let plan: Plan;
      if (action === 'start') {
        const start = startRequest(change);
        const build = await releaseToStart(options.releases, description, start);
        plan = (channels) => startCanary(channels, { build, percent: start.percent, ramp: start.ramp, now });
      } else plan = (channels, history) => plans[action](channels, history, change, now);
      try {
        const entry = await store.change(
          {
            remote,
            action,
            by: 'operator',
            operator,
            reason: change.reason.trim(),
            apply: (channels, history) => {
              if (channelsRevision(channels) !== change.revision)
                throw new RolloutConflict(
                  `${request.params.remote} changed since this view: it is now ${describeChannels(channels)}. Nothing was changed.`,
                );
              return plan(channels, history);
            },
          },
          now,
        );
        return {
          status: 1 as const,
          data: {
            at: entry.at,
            remote: request.params.remote,
            action: entry.action,
            operator,
            reason: entry.reason!,
          },
        };
      } catch (error) {
        if (error instanceof RolloutRefused) throw new ApiError(409, 'conflict', error.message);
        throw error;
      }
    },
  );
}
