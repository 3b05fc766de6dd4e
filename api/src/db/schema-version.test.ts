import { describe, expect, it } from 'vitest';
import { describeSchemaVersion, hasBuildSchema, isSchemaCurrent } from './schema-version.ts';

describe('a database schema against a build', () => {
  it('serves and seeds on exactly the build’s migrations', () => {
    const version = { applied: 14, expected: 14, ahead: false };
    expect(hasBuildSchema(version)).toBe(true);
    expect(isSchemaCurrent(version)).toBe(true);
  });

  it('waits for the release step on an older schema, naming what to run', () => {
    const version = { applied: 12, expected: 14, ahead: false };
    expect(hasBuildSchema(version)).toBe(false);
    expect(describeSchemaVersion(version)).toBe(
      'database schema is at 12 of 14 migrations: run npm run migrate',
    );
  });

  it('serves on a schema a newer build migrated (a rolling deploy), but does not seed it', () => {
    const version = { applied: 14, expected: 14, ahead: true };
    expect(hasBuildSchema(version)).toBe(true);
    expect(isSchemaCurrent(version)).toBe(false);
    expect(describeSchemaVersion(version)).toMatch(/newer than this build's 14 migrations/);
  });
});
