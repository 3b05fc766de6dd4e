import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../http/api-prefix.ts';

/** The OpenAPI document is generated from the route schemas: JSON at /api/v1/docs/json, a browsable page at /api/v1/docs. */
export const openApi = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Doral Production Rentals API',
        version: '1.0.0',
        description:
          'Catalogue, company pages, quote requests and contact messages. Success: `{ status: 1, data, pagination? }`; failure: `{ status: 0, error, message, fields? }`.',
      },
      servers: [{ url: '/' }],
    },
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
});
