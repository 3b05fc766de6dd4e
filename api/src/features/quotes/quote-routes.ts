import { Type } from 'typebox';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  QuoteCreated,
  QuoteRequestPayload,
  SuccessEnvelope,
} from '@rental/shared/contracts';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { bodyErrors } from '../../http/route-schemas.ts';
import { createQuoteRequest } from './create-quote-request.ts';

export async function quoteRoutes(app: ApiInstance) {
  app.post(
    '/requests',
    {
      config: { csrf: true, rateLimit: app.formRateLimit },
      schema: {
        tags: ['quotes'],
        summary: 'Store a quote request and its lines',
        body: QuoteRequestPayload,
        headers: Type.Object({
          'idempotency-key': Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
              pattern: '^[A-Za-z0-9._:-]+$',
            }),
          ),
        }),
        response: { 201: SuccessEnvelope(QuoteCreated), ...bodyErrors },
      },
    },
    async (request, reply) => {
      const created = await createQuoteRequest(app.db, request.body, {
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(201).send({ status: 1, data: created });
    },
  );
}
