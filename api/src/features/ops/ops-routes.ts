import { RemoteLoadFailureCount, RemoteLoadFailureReport, SuccessEnvelope } from '@rental/shared/contracts';
import { Type } from 'typebox';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { bodyErrors } from '../../http/route-schemas.ts';
import { countRemoteLoadFailure, listRemoteLoadFailures } from './remote-load-failures-repository.ts';

/** The operators' view of remote rollouts: browsers report failed loads, operators read the counts. */
export async function opsRoutes(app: ApiInstance) {
  app.post(
    '/ops/remote-loads',
    {
      schema: {
        tags: ['operations'],
        summary: 'Count one failed load of a remote (sent by the shell with navigator.sendBeacon)',
        body: RemoteLoadFailureReport,
        response: { 202: Type.Object({ status: Type.Literal(1) }), ...bodyErrors },
      },
    },
    async (request, reply) => {
      await countRemoteLoadFailure(app.db, request.body);
      return reply.code(202).send({ status: 1 });
    },
  );

  app.get(
    '/ops/remote-loads',
    {
      schema: {
        tags: ['operations'],
        summary: 'Failed remote loads per remote, version and channel',
        response: { 200: SuccessEnvelope(Type.Array(RemoteLoadFailureCount)) },
      },
    },
    async () => ({ status: 1 as const, data: await listRemoteLoadFailures(app.db) }),
  );
}
