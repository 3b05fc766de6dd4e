import { ContactMessageCreated, ContactMessagePayload, SuccessEnvelope } from '@rental/shared/contracts';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { bodyErrors } from '../../http/route-schemas.ts';
import { storeContactMessage } from './contact-messages-repository.ts';

export async function contactRoutes(app: ApiInstance) {
  app.post(
    '/contact',
    {
      config: { csrf: true, rateLimit: app.formRateLimit },
      schema: {
        tags: ['contact'],
        summary: 'Store a message from the contact form',
        body: ContactMessagePayload,
        response: { 201: SuccessEnvelope(ContactMessageCreated), ...bodyErrors },
      },
    },
    async (request, reply) => {
      const created = await storeContactMessage(app.db, request.body);
      return reply.code(201).send({ status: 1, data: created });
    },
  );
}
