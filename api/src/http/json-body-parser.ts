import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import secureJson from 'secure-json-parse';
import { ApiError } from './api-error.ts';

/**
 * JSON bodies, parsed with prototype-poisoning protection. An empty body counts as `{}` because the
 * spec's calls post empty bodies (POST /users/search).
 */
export const jsonBodyParser = fp(async (app: FastifyInstance) => {
  // Only JSON is accepted: without the built-in text parser, any other body type answers 415.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new ApiError(400, 'bad_request', 'The request body is not valid JSON.'), undefined);
    }
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {};
    done();
  });
});
