import path from 'node:path';
import { Type } from 'typebox';
import { repoRoot } from '../api-folders.ts';
import { ConfigError, readSettings } from './read-settings.ts';
import { count, text } from './setting-types.ts';

/**
 * The most generated equipment items the seed makes, so that generated ids stay in their own range above
 * the catalogue's (seed/generated-equipment.ts).
 */
export const MAX_GENERATED_EQUIPMENT = 1_000_000;

/** The database and the seed, which every release step (`npm run migrate`, `npm run seed`) reads. */
export const databaseSchema = Type.Object({
  NODE_ENV: text(),
  // The connection string holds the password: a refusal never repeats it.
  DATABASE_URL: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://',
      secret: true,
      refusal: 'must start with postgres:// or postgresql://',
    }),
  ),
  EMBEDDED_DATABASE: text(),
  DATA_DIR: Type.String({ default: 'data' }),
  SEED_GENERATED_EQUIPMENT: count(MAX_GENERATED_EQUIPMENT, 0),
});

export interface DatabaseConfig {
  /** PostgreSQL connection string; when absent the API runs on embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Generated equipment items the seed keeps besides the catalogue, for trying a large catalogue. */
  seedGeneratedEquipment: number;
}

/**
 * Production (NODE_ENV=production) names its database rather than falling back on one of its own in
 * DATA_DIR, unless it says so (EMBEDDED_DATABASE=1).
 */
export function readDatabaseConfig(env: NodeJS.ProcessEnv): DatabaseConfig {
  const settings = readSettings(databaseSchema, env);
  if (settings.NODE_ENV === 'production' && !settings.DATABASE_URL && settings.EMBEDDED_DATABASE !== '1')
    throw new ConfigError(
      'DATABASE_URL is required in production (NODE_ENV=production); to run on the embedded database ' +
        'in DATA_DIR instead, set EMBEDDED_DATABASE=1',
    );
  return {
    databaseUrl: settings.DATABASE_URL,
    dataDir: path.resolve(repoRoot, settings.DATA_DIR),
    seedGeneratedEquipment: settings.SEED_GENERATED_EQUIPMENT,
  };
}
