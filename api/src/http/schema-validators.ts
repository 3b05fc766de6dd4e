import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// ajv-formats is CommonJS: its default export arrives wrapped when imported from ESM.
const addFormats =
  (addFormatsModule as unknown as { default: typeof addFormatsModule }).default ?? addFormatsModule;

const common: Options = { allErrors: true, removeAdditional: false, useDefaults: true, strict: false };

function createAjv(coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = new Ajv({ ...common, coerceTypes });
  addFormats(ajv);
  return ajv;
}

/**
 * Bodies are JSON and must carry the right types (`"page": "2"` is an error, not a page). Path and query
 * parameters arrive as text, so only they are coerced (`/equipments/12` → 12).
 */
export const schemaValidators = fp(async (app: FastifyInstance) => {
  const strict = createAjv(false);
  const coercing = createAjv('array');
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? strict.compile(schema) : coercing.compile(schema),
  );
});
