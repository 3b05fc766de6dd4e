import { Ajv, type ErrorObject } from 'ajv';
import envSchema from 'env-schema';
import type { Static, TObject } from 'typebox';

/** A wrong setting: the server refuses to start with this message, which names the variable. */
export class ConfigError extends Error {}

/*
 * env-schema rather than @fastify/env, which is env-schema made a plugin that decorates a Fastify instance:
 * the settings are read before any instance exists, and by the release steps and `npm run quotes`, which
 * start none.
 */

/**
 * env-schema's own Ajv options (each variable's text coerced to its schema's type, defaults filled in, the
 * variables no schema names left out) and the two annotations of setting-types.ts: `refusal`, what a wrong
 * value is told after the variable's name, and `secret`, a value no message repeats. One instance for every
 * call, so that each schema is compiled once, not at each `loadConfig`.
 */
const ajv = new Ajv({
  coerceTypes: true,
  useDefaults: true,
  removeAdditional: true,
  keywords: [
    { keyword: 'refusal', schemaType: 'string' },
    { keyword: 'secret', schemaType: 'boolean' },
  ],
});

interface SettingAnnotations {
  refusal?: string;
  secret?: boolean;
}

/**
 * The variables `schema` names, checked and converted by env-schema from `env` alone (never from a `.env`
 * file, nor from `process.env` unless it is the `env` given). A value is read without the spaces around
 * it, and one left empty is as if unset. A wrong value throws a ConfigError naming the variable.
 */
export function readSettings<Schema extends TObject>(schema: Schema, env: NodeJS.ProcessEnv): Static<Schema> {
  const given = givenValues(Object.keys(schema.properties), env);
  let settings: Record<string, unknown>;
  try {
    settings = envSchema({ schema, data: given, env: false, ajv });
  } catch (error) {
    const [first] = (error as { errors?: ErrorObject[] }).errors ?? [];
    const name = first?.instancePath.slice(1) ?? '';
    if (!first || !(name in schema.properties)) throw error;
    throw refusal(schema, name, given, first.message);
  }
  // Ajv coerces "Infinity" to a number and then skips the bounds, which it checks on finite numbers only.
  const infinite = Object.keys(settings).find(
    (name) => typeof settings[name] === 'number' && !Number.isFinite(settings[name]),
  );
  if (infinite !== undefined) throw refusal(schema, infinite, given);
  return settings as Static<Schema>;
}

function givenValues(names: string[], env: NodeJS.ProcessEnv): Record<string, string> {
  const given: Record<string, string> = {};
  for (const name of names) {
    const value = env[name]?.trim();
    if (value) given[name] = value;
  }
  return given;
}

function refusal(
  schema: TObject,
  name: string,
  given: Record<string, string>,
  ajvMessage?: string,
): ConfigError {
  const setting = schema.properties[name] as SettingAnnotations;
  const value = setting.secret ? '' : `, got "${given[name]}"`;
  return new ConfigError(`${name} ${setting.refusal ?? ajvMessage ?? 'must be a finite number'}${value}`);
}
