import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { RemotesConfigFile } from './remotes-config-store.ts';
import { setPercent, startCanary } from './rollout-plan.ts';
import { allStableRemotes } from '../testing/stable-remotes.ts';

const manifest = allStableRemotes();
const canary = { version: '1.1.0', entry: '/remotes/mf-content/1.1.0/mf-manifest.json' };

describe('remotes.json changed through the store', () => {
  let file: string;
  let store: RemotesConfigFile;

  beforeEach(() => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-config-'));
    file = path.join(folder, 'remotes.json');
    fs.writeFileSync(file, JSON.stringify(manifest));
    store = new RemotesConfigFile(file);
  });

  /** An operator starts a build of the content remote, as `apply` changes its channels. */
  const operatorStarts = (apply: Parameters<RemotesConfigFile['change']>[0]['apply']) =>
    store.change({ remote: 'mf_content', action: 'start', by: 'operator', apply });

  /** An operator starts the content remote's canary. */
  const startCanaryAt = (now: Date) =>
    operatorStarts((channels) => startCanary(channels, { build: canary, ramp: false, now }));

  it('writes the change whole, leaves no temporary file, and records it in the history beside', async () => {
    const now = new Date('2026-11-20T10:00:00Z');
    await startCanaryAt(now);
    const written = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(written.mf_content.canary).toMatchObject({ version: '1.1.0', percent: 10 });
    expect(written.mf_catalogue).toEqual(manifest.mf_catalogue);
    expect(fs.readdirSync(path.dirname(file)).sort()).toEqual(['remotes.history.jsonl', 'remotes.json']);
    const [recorded] = await store.history();
    expect(recorded).toMatchObject({ remote: 'mf_content', action: 'start', by: 'operator' });
    expect(recorded?.before).toEqual(manifest.mf_content);
    expect(recorded?.after).toEqual(written.mf_content);
  });

  it('refuses to write a build whose entry does not read, and writes nothing', async () => {
    const before = fs.readFileSync(file, 'utf8');
    await expect(
      operatorStarts((channels) =>
        startCanary(channels, {
          build: { version: '6.6.6', entry: '//evil.example/mf-content/6.6.6/mf-manifest.json' },
          ramp: false,
          now: new Date(),
        }),
      ),
    ).rejects.toThrow(/6\.6\.6 cannot be written: .*pins no signed release/);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    expect(await store.history()).toEqual([]);
  });

  it('still kills a canary that was edited in by hand and does not read', async () => {
    const handEdited = {
      ...manifest,
      mf_content: {
        ...manifest.mf_content,
        canary: {
          ...canary,
          entry: 'https://cdn.evil.example/x/mf-manifest.json',
          percent: 20,
          rolloutId: 'r',
        },
      },
    };
    fs.writeFileSync(file, JSON.stringify(handEdited));
    await store.change({
      remote: 'mf_content',
      action: 'kill',
      by: 'operator',
      apply: (channels) => setPercent(channels, 0, new Date()),
    });
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).mf_content.canary.percent).toBe(0);
  });

  it('records why the guard changed a rollout', async () => {
    const now = new Date();
    await startCanaryAt(now);
    await store.change({
      remote: 'mf_content',
      action: 'kill',
      by: 'guard',
      reason: 'failures per view 0.08 against 0.00',
      apply: (channels) => setPercent(channels, 0, now),
    });
    expect((await store.history()).map(({ action, by, reason }) => [action, by, reason])).toEqual([
      ['start', 'operator', undefined],
      ['kill', 'guard', 'failures per view 0.08 against 0.00'],
    ]);
  });

  it('writes nothing when the change would break the schema, or the file does not match it', async () => {
    const before = fs.readFileSync(file, 'utf8');
    await expect(
      operatorStarts((channels) => ({ ...channels, stable: { version: '2', entry: 'javascript:alert(1)' } })),
    ).rejects.toThrow(/schema/);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    expect(await store.history()).toEqual([]);
    fs.writeFileSync(file, '{"mf_content": {}}');
    await expect(store.read()).rejects.toThrow(/does not match its schema/);
  });

  it('loses no change when two are made at once', async () => {
    const now = new Date();
    await startCanaryAt(now);
    await Promise.all(
      [20, 30, 40].map((percent) =>
        store.change({
          remote: 'mf_content',
          action: 'percent',
          by: 'operator',
          apply: (channels) => setPercent(channels, percent, now),
        }),
      ),
    );
    expect(await store.history()).toHaveLength(4);
    const last = (await store.history()).at(-1)!;
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).mf_content).toEqual(last.after);
  });
});
