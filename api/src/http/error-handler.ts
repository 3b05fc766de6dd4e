import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode, ErrorEnvelope } from '@rental/shared/contracts';
import { isDatabaseUnavailable, loggableError } from '../db/database-errors.ts';
import { ApiError, summarizeFields } from './api-error.ts';
import { messagesByField, type SchemaViolation } from './validation-messages.ts';

const FASTIFY_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Send the body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'bad_request',
    message: 'The Content-Length header does not match the body.',
  },
};

function envelope(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorEnvelope {
  return fields ? { status: 0, error: code, message, fields } : { status: 0, error: code, message };
}

/** Every failure leaves the API in the envelope of docs/product.md#api-envelope; a 5xx never carries internals. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(envelope(error.code, error.message, error.fields));
    }
    if (error.validation) {
      const context = error.validationContext ?? 'body';
      const fields = messagesByField(error.validation as SchemaViolation[], context);
      const isBody = context === 'body';
      return reply
        .code(isBody ? 422 : 400)
        .send(envelope(isBody ? 'validation_failed' : 'bad_request', summarizeFields(fields), fields));
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.status).send(envelope(known.code, known.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(envelope('bad_request', error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ failure: loggableError(error) }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send(
          envelope(
            'service_unavailable',
            'The service is briefly unavailable. Please try again in a moment.',
          ),
        );
    }
    request.log.error({ failure: loggableError(error) }, 'request failed');
    return reply
      .code(500)
      .send(envelope('internal_error', 'Something went wrong on our side. Please try again.'));
  });
});

export const notFoundEnvelope = (method: string, url: string) =>
  envelope('not_found', `There is no ${method} ${url.split('?')[0]}.`);
