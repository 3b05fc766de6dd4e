import { execFile } from 'node:child_process';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { startRemotesConfigServer } from '@rental/shared/testing/remotes-config-server.ts';
import { sha384Of } from '@rental/shared/releases/release-digest.ts';
import { allStableRemotes } from '@rental/shared/testing/stable-remotes.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');
const builtContent = path.join(repoRoot, 'mf-content', 'dist', '1.0.0');
const isBuilt = fs.existsSync(path.join(builtContent, 'ssr', 'server-entry.cjs'));

describe.skipIf(!isBuilt)('npm run rollout', { timeout: 60_000 }, () => {
  let site: string;
  let config: string;

  /** Runs one of the tools with the given environment. */
  const runCommand = async (tool: string, env: Record<string, string>, ...args: string[]) => {
    try {
      const { stdout } = await run('node', ['--import', 'tsx', tool, ...args], {
        cwd: repoRoot,
        env: { ...process.env, ...env },
      });
      return { code: 0, output: stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  };

  /** Runs the command on `configLocation` (or on what the environment names when it is undefined). */
  const runRollout = async (
    configLocation: string | undefined,
    env: Record<string, string>,
    ...args: string[]
  ) => {
    try {
      const { stdout } = await run(
        'node',
        [
          '--import',
          'tsx',
          'release-tools/src/rollout-command.ts',
          ...args,
          ...(configLocation ? ['--config', configLocation] : []),
          '--site-root',
          site,
        ],
        {
          cwd: repoRoot,
          // A release store of its own: none of the repository's published releases.
          env: { ...process.env, OPS_TOKEN: '', RELEASE_STORE: path.join(site, 'releases'), ...env },
        },
      );
      return { code: 0, output: stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  };
  const rollout = (...args: string[]) => runRollout(config, {}, ...args);
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
    fs.writeFileSync(config, JSON.stringify(allStableRemotes()));
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

  it('says in status that a hand-edited entry is refused, and why', async () => {
    const edited = path.join(site, 'hand-edited-remotes.json');
    fs.writeFileSync(
      edited,
      JSON.stringify({
        ...allStableRemotes(),
        mf_catalogue: {
          stable: { version: '6.6.6', entry: 'https://cdn.evil.example/mf-catalogue/6.6.6/mf-manifest.json' },
        },
      }),
    );
    const { code, output } = await runRollout(edited, {}, 'status');
    expect(code).toBe(0);
    expect(output).toMatch(
      /mf-catalogue\n {2}stable {2}6\.6\.6 {2}REFUSED: its entry "https:\/\/cdn\.evil\.example\/.*" pins no signed release/,
    );
    expect(output).toMatch(/mf-content\n {2}stable {2}1\.0\.0\n/);
  });

  it('changes a remotes.json behind the URL REMOTES_CONFIG names, with its token', async () => {
    const token = 'rollout-token-for-tests';
    const server = await startRemotesConfigServer({ token });
    try {
      server.documents.set('/site/remotes.json', fs.readFileSync(config, 'utf8'));
      const env = { REMOTES_CONFIG: `${server.origin}/site/remotes.json`, REMOTES_CONFIG_TOKEN: token };
      expect(await runRollout(undefined, env, 'start', 'content', '1.2.0', '--percent', '30')).toMatchObject({
        code: 0,
      });
      expect(JSON.parse(server.documents.get('/site/remotes.json')!).mf_content.canary).toMatchObject({
        version: '1.2.0',
        percent: 30,
      });
      expect(server.documents.get('/site/remotes.history.jsonl')).toMatch(/"action":"start"/);
      const { output } = await runRollout(undefined, env, 'status');
      expect(output).toMatch(/canary {2}1\.2\.0 at 30 %/);
      expect(output).toContain(`history in ${server.origin}/site/remotes.history.jsonl`);

      const before = server.documents.get('/site/remotes.json');
      expect(
        await runRollout(undefined, { ...env, REMOTES_CONFIG_TOKEN: 'wrong' }, 'kill', 'content'),
      ).toMatchObject({ code: 1, output: expect.stringMatching(/Refused: .*answered 401/) });
      expect(server.documents.get('/site/remotes.json')).toBe(before);
    } finally {
      await server.close();
    }
  });

  it('starts a published release only once its signature, its files and its contract check out, and pins it', async () => {
    const store = path.join(site, 'published');
    const team = generateKeyPairSync('ed25519');
    const keyFile = path.join(site, 'content.release-key.pem');
    fs.writeFileSync(keyFile, team.privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const trusted = (key: KeyObject) =>
      JSON.stringify({ content: key.export({ type: 'spki', format: 'pem' }).toString() });
    const deploy = () =>
      runCommand(
        'release-tools/src/publish-remote-command.ts',
        { RELEASE_SIGNING_KEY: keyFile },
        'content',
        '--version',
        '1.0.0',
        '--to',
        store,
      );
    expect(await deploy()).toMatchObject({
      code: 0,
      output: expect.stringMatching(/Published mf-content@1\.0\.0/),
    });
    expect(await deploy()).toMatchObject({ code: 1, output: expect.stringMatching(/already published/) });

    fs.writeFileSync(
      config,
      JSON.stringify({
        ...allStableRemotes(),
        mf_content: { stable: { version: '0.9.0', entry: '/remotes/mf-content/0.9.0/mf-manifest.json' } },
      }),
    );
    const before = fs.readFileSync(config, 'utf8');
    /** Starts content 1.0.0 from `from` as a canary, with `trustedKeys` the only keys trusted. */
    const startContent = (trustedKeys: string, from: string) =>
      runRollout(config, { RELEASE_TRUSTED_KEYS: trustedKeys }, 'start', 'content', '1.0.0', '--store', from);
    // Keys come from RELEASE_TRUSTED_KEYS alone: a file beside remotes.json adds none.
    fs.writeFileSync(path.join(site, 'release-keys.json'), trusted(team.publicKey));
    expect(await startContent('', store)).toMatchObject({
      code: 1,
      output: expect.stringMatching(/no release key is trusted for mf_content/),
    });
    const otherTeam = generateKeyPairSync('ed25519').publicKey;
    expect(await startContent(trusted(otherTeam), store)).toMatchObject({
      code: 1,
      output: expect.stringMatching(/not signed by a key trusted for mf_content/),
    });
    const tampered = path.join(site, 'tampered');
    fs.cpSync(store, tampered, { recursive: true });
    fs.appendFileSync(path.join(tampered, 'mf-content', '1.0.0', 'ssr', 'server-entry.cjs'), '\n');
    expect(await startContent(trusted(team.publicKey), tampered)).toMatchObject({
      code: 1,
      output: expect.stringMatching(
        /server-entry\.cjs of mf-content@1\.0\.0 is not the file its release lists/,
      ),
    });
    expect(fs.readFileSync(config, 'utf8')).toBe(before);

    expect(await startContent(trusted(team.publicKey), store)).toMatchObject({ code: 0 });
    const released = fs.readFileSync(path.join(store, 'mf-content', '1.0.0', 'release.json'));
    expect(remotes().mf_content?.canary).toMatchObject({
      version: '1.0.0',
      entry: '/releases/mf-content/1.0.0/mf-manifest.json',
      release: { store, digest: sha384Of(released) },
    });
  });

  it('names the remotes it knows when given another', async () => {
    expect(await rollout('kill', 'basket')).toMatchObject({
      code: 1,
      output: expect.stringMatching(/Unknown remote "basket"/),
    });
  });
});
