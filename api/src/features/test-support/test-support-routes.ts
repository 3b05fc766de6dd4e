import { desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { contactMessages, quoteRequests } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ApiInstance } from '../../http/fastify-types.ts';

/**
 * Read-only views of what was stored, for the browser journeys to check (registered only when
 * TEST_SUPPORT_ROUTES=1; never in a normal start). Hidden from the OpenAPI document.
 */
export async function testSupportRoutes(app: ApiInstance) {
  app.get(
    '/test-support/quote-requests/:reference',
    { schema: { hide: true, params: Type.Object({ reference: Type.String({ maxLength: 20 }) }) } },
    async (request) => {
      const stored = await app.db.query.quoteRequests.findFirst({
        where: eq(quoteRequests.reference, request.params.reference),
        with: { items: true },
      });
      if (!stored) throw new ApiError(404, 'not_found', `No quote request ${request.params.reference}.`);
      return { status: 1, data: stored };
    },
  );

  app.get('/test-support/quote-requests', { schema: { hide: true } }, async () => ({
    status: 1,
    data: await app.db.query.quoteRequests.findMany({
      orderBy: desc(quoteRequests.id),
      with: { items: true },
    }),
  }));

  app.get('/test-support/contact-messages', { schema: { hide: true } }, async () => ({
    status: 1,
    data: await app.db.select().from(contactMessages).orderBy(desc(contactMessages.id)),
  }));
}
