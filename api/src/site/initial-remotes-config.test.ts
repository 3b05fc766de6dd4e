import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRemotesConfigFromBuild } from './initial-remotes-config.ts';

describe('the live remotes.json at an instance’s first start', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'initial-remotes-'));
  const built = path.join(root, 'shell', 'dist', 'remotes.json');
  const live = path.join(root, 'data', 'remotes.json');
  fs.mkdirSync(path.dirname(built), { recursive: true });
  fs.writeFileSync(built, '{"built":true}');
  afterEach(() => fs.rmSync(path.dirname(live), { recursive: true, force: true }));

  it('starts as the build’s when missing, in a data folder it creates', () => {
    createRemotesConfigFromBuild(live, root);
    expect(fs.readFileSync(live, 'utf8')).toBe('{"built":true}');
  });

  it('is kept as the rollouts left it, whatever the build holds', () => {
    fs.mkdirSync(path.dirname(live), { recursive: true });
    fs.writeFileSync(live, '{"rolled":true}');
    createRemotesConfigFromBuild(live, root);
    expect(fs.readFileSync(live, 'utf8')).toBe('{"rolled":true}');
  });
});
