import { desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { seededContentChanged } from '../../db/seeded-content-version.ts';
import { contactMessages, quoteRequests, services } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ApiInstance } from '../../http/fastify-types.ts';

/**
 * Read-only views of what was stored, for the browser journeys to check, and one edit of the catalogue as
 * the seed makes it (registered only when TEST_SUPPORT_ROUTES=1; never in a normal start). Hidden from the
 * OpenAPI document.
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

  // A service's title changed as the company's next seed would change it: written, then counted as a change
  // of the seeded content, which drops what this process keeps of it.
  app.put(
    '/test-support/services/:id/title',
    {
      schema: {
        hide: true,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        body: Type.Object({ title: Type.String({ minLength: 1, maxLength: 200 }) }),
      },
    },
    async (request) => {
      const [changed] = await app.db
        .update(services)
        .set({ title: request.body.title })
        .where(eq(services.id, request.params.id))
        .returning({ id: services.id });
      if (!changed) throw new ApiError(404, 'not_found', `No service ${request.params.id}.`);
      seededContentChanged();
      return { status: 1, data: changed };
    },
  );
}
