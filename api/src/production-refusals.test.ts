import { describe, expect, it } from 'vitest';
import { runCompiledProgram } from './testing/compiled-server.ts';

/** The real server started as production starts it, with `env`: its exit code and what it wrote. */
function startInProduction(env: Record<string, string>) {
  const { DATABASE_URL: _database, HEALTH_TOKEN_SECRET: _secret, ...inherited } = process.env;
  return runCompiledProgram('server', { ...inherited, NODE_ENV: 'production', PORT: '0', ...env });
}

/** What the server wrote: one JSON log line at level fatal, and nothing else. */
function fatalLine(output: string): string {
  const lines = output.trim().split('\n');
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0]!) as { level: number; msg: string };
  expect(line.level).toBe(60);
  return line.msg;
}

describe('the server in production, missing what it must be given', { timeout: 60_000 }, () => {
  it('exits 1 naming DATABASE_URL when it has no database', async () => {
    const { code, output } = await startInProduction({ HEALTH_TOKEN_SECRET: 'a-secret-of-sixteen-or-more' });
    expect(code).toBe(1);
    expect(fatalLine(output)).toMatch(
      /^Configuration error: DATABASE_URL is required in production .*EMBEDDED_DATABASE=1$/,
    );
  });

  it('exits 1 naming HEALTH_TOKEN_SECRET when it has no secret', async () => {
    const { code, output } = await startInProduction({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
    });
    expect(code).toBe(1);
    expect(fatalLine(output)).toMatch(/^Configuration error: HEALTH_TOKEN_SECRET is required in production/);
  });
});
