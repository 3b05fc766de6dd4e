import type { OpsOverview } from '@rental/shared/contracts';
import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type { ApiInstance } from '../http/fastify-types.ts';
import { XSRF } from './test-app.ts';

/**
 * An operator signed in to the console of `app` with `token`, who reads and changes rollouts as the
 * console does (docs/decisions/025): from the revision the overview shows, with the CSRF header.
 */
export async function signInOperator(app: ApiInstance, token: string, operator = 'Dana Ortiz') {
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v1/ops/session',
    payload: { token, operator },
    headers: XSRF,
  });
  const session = signIn.cookies.find((cookie) => cookie.name === 'ops_session')!.value;
  return {
    /** The console's session cookie, for a read. */
    cookie: `ops_session=${session}`,
    /** The revision of `remote`'s channels the overview shows now. */
    async revision(remote: RemoteName) {
      const answer = await app.inject({
        method: 'GET',
        url: '/api/v1/ops/overview',
        headers: { cookie: `ops_session=${session}` },
      });
      return (answer.json() as { data: OpsOverview }).data.remotes.find((seen) => seen.remote === remote)!
        .revision;
    },
    /** `POST /ops/rollouts/<remote>/<action>` as the console sends it; `headers` add to or replace its own. */
    change(remote: string, action: string, body: object, headers: Record<string, string> = {}) {
      return app.inject({
        method: 'POST',
        url: `/api/v1/ops/rollouts/${remote}/${action}`,
        payload: body,
        headers: {
          cookie: `ops_session=${session}; ${XSRF.cookie}`,
          'x-xsrf-token': XSRF['x-xsrf-token'],
          ...headers,
        },
      });
    },
  };
}
