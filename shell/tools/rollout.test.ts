import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');
const builtContent = path.join(repoRoot, 'mf-content', 'dist', '1.0.0');
const isBuilt = fs.existsSync(path.join(builtContent, 'ssr', 'server-entry.cjs'));

const stable = (folder: string) => ({
  stable: { version: '1.0.0', entry: `/remotes/${folder}/1.0.0/mf-manifest.json` },
});

describe.skipIf(!isBuilt)('npm run rollout', { timeout: 60_000 }, () => {
  let site: string;
  let config: string;

  const rollout = async (...args: string[]) => {
    try {
      const { stdout } = await run(
        'node',
        ['--import', 'tsx', 'shell/tools/rollout.ts', ...args, '--config', config, '--site-root', site],
        { cwd: repoRoot, env: { ...process.env, OPS_TOKEN: '' } },
      );
      return { code: 0, output: stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  };
  const remotes = () =>
    JSON.parse(fs.readFileSync(config, 'utf8')) as Record<
      string,
      { stable: { version: string }; canary?: { version: string; percent: number } }
    >;

  beforeAll(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'rollout-site-'));
    for (const version of ['1.0.0', '1.1.0', '1.2.0'])
      fs.cpSync(builtContent, path.join(site, 'mf-content', 'dist', version), { recursive: true });
    config = path.join(site, 'remotes.json');
    fs.writeFileSync(
      config,
      JSON.stringify({
        mf_catalogue: stable('mf-catalogue'),
        mf_cart_quote: stable('mf-cart-quote'),
        mf_content: stable('mf-content'),
      }),
    );
  });

  it('refuses to start a version that is not deployed, and writes nothing', async () => {
    const before = fs.readFileSync(config, 'utf8');
    const { code, output } = await rollout('start', 'content', '9.9.9');
    expect(code).toBe(1);
    expect(output).toMatch(/mf-content@9\.9\.9 is not deployed/);
    expect(fs.readFileSync(config, 'utf8')).toBe(before);
  });

  it('refuses a build whose manifest does not load, or that the contract check refuses', async () => {
    const broken = path.join(site, 'mf-content', 'dist', '1.3.0');
    fs.cpSync(builtContent, broken, { recursive: true });
    fs.writeFileSync(path.join(broken, 'mf-manifest.json'), '{ not json');
    expect(await rollout('start', 'content', '1.3.0')).toMatchObject({
      code: 1,
      output: expect.stringMatching(/manifest of mf-content@1\.3\.0 does not load/),
    });
    fs.cpSync(builtContent, broken, { recursive: true });
    fs.rmSync(path.join(broken, 'ssr'), { recursive: true });
    expect(await rollout('start', 'content', '1.3.0')).toMatchObject({
      code: 1,
      output: expect.stringMatching(/does not fit the shell:[\s\S]*no server build/),
    });
  });

  it('starts, sets the percent, kills, promotes and rolls back, each change in the history', async () => {
    expect((await rollout('start', 'content', '1.1.0', '--percent', '20')).code).toBe(0);
    expect(remotes().mf_content?.canary).toMatchObject({ version: '1.1.0', percent: 20 });
    expect((await rollout('percent', 'content', '50')).code).toBe(0);
    expect((await rollout('kill', 'content')).code).toBe(0);
    expect(remotes().mf_content?.canary?.percent).toBe(0);
    expect((await rollout('promote', 'content')).code).toBe(0);
    expect(remotes().mf_content).toEqual({
      stable: { version: '1.1.0', entry: '/remotes/mf-content/1.1.0/mf-manifest.json' },
    });
    await rollout('start', 'content', '1.2.0');
    await rollout('promote', 'content');
    expect(remotes().mf_content?.stable.version).toBe('1.2.0');

    const { code, output } = await rollout('rollback', 'content');
    expect(code).toBe(0);
    expect(output).toMatch(/stable 1\.2\.0, no canary → stable 1\.1\.0, no canary/);
    expect(remotes().mf_content?.stable.version).toBe('1.1.0');
    const history = fs
      .readFileSync(path.join(site, 'remotes.history.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).action);
    expect(history).toEqual(['start', 'percent', 'kill', 'promote', 'start', 'promote', 'rollback']);
  });

  it('lists each remote’s channels in status, and says why health figures are missing', async () => {
    const { code, output } = await rollout('status');
    expect(code).toBe(0);
    expect(output).toMatch(/mf-content\n {2}stable {2}1\.1\.0\n {2}canary {2}none/);
    expect(output).toMatch(/health figures need OPS_TOKEN/);
  });

  it('names the remotes it knows when given another', async () => {
    expect(await rollout('kill', 'basket')).toMatchObject({
      code: 1,
      output: expect.stringMatching(/Unknown remote "basket"/),
    });
  });
});
