import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startRemotesConfigServer } from '@rental/shared/testing/remotes-config-server.ts';
import { allStableRemotes } from '@rental/shared/testing/stable-remotes.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { remotesConfigSource, type RemotesConfigSource } from './remotes-config-source.ts';

const stable = (folder: string, version = '1.0.0') => ({
  version,
  entry: `/remotes/${folder}/${version}/mf-manifest.json`,
});
const goodConfig = allStableRemotes();
const withContent = (version: string) =>
  JSON.stringify({ ...goodConfig, mf_content: { stable: stable('mf-content', version) } });
const breaking = JSON.stringify({
  ...goodConfig,
  mf_content: { stable: { version: '2', entry: 'javascript:alert(1)' } },
});

describe('remotes.json as the server follows it, from a file', () => {
  let file: string;
  let warnings: string[];
  beforeEach(() => {
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-')), 'remotes.json');
    warnings = [];
  });
  const write = (content: string) => {
    fs.writeFileSync(file, content);
    // A new modification time, as an edit a moment later would have.
    const later = new Date(Date.now() + Math.random() * 100_000);
    fs.utimesSync(file, later, later);
  };

  it('reads each edit, and keeps the last good one when an edit breaks it', () => {
    const source = remotesConfigSource(file, { warn: (message) => warnings.push(message) });
    write(JSON.stringify(goodConfig));
    expect(source.current()?.mf_content.stable.version).toBe('1.0.0');
    write('{ "mf_content": ');
    expect(source.current()?.mf_content.stable.version).toBe('1.0.0');
    write(breaking);
    expect(source.current()?.mf_content.stable.entry).toBe('/remotes/mf-content/1.0.0/mf-manifest.json');
    expect(source.current()?.mf_content.stable.entry).toBe('/remotes/mf-content/1.0.0/mf-manifest.json');
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toMatch(/does not match its schema; the last good remotes.json stays in force/);
    write(withContent('1.2.0'));
    expect(source.current()?.mf_content.stable.version).toBe('1.2.0');
  });

  it('has nothing to give before a good one was ever read', () => {
    const source = remotesConfigSource(file, { warn: (message) => warnings.push(message) });
    expect(source.current()).toBeUndefined();
  });
});

describe('remotes.json as the server follows it, from a URL', () => {
  const TOKEN = 'read-token-for-tests';
  const POLL_MS = 50;
  let server: Awaited<ReturnType<typeof startRemotesConfigServer>>;
  let source: RemotesConfigSource | undefined;
  let warnings: string[];
  beforeEach(async () => {
    server = await startRemotesConfigServer({ token: TOKEN });
    server.documents.set('/remotes.json', JSON.stringify(goodConfig));
    warnings = [];
  });
  afterEach(async () => {
    source?.close();
    await server.close();
  });
  const open = (token = TOKEN) =>
    (source = remotesConfigSource(`${server.origin}/remotes.json`, {
      token,
      warn: (message) => warnings.push(message),
      pollMs: POLL_MS,
    }));
  const versionSoon = async (version: string) => {
    const deadline = Date.now() + 5_000;
    while (source?.current()?.mf_content.stable.version !== version && Date.now() < deadline)
      await new Promise((next) => setTimeout(next, POLL_MS / 2));
    return source?.current()?.mf_content.stable.version;
  };

  it('has it once ready, follows each change, and asks with the ETag so an unchanged one costs a 304', async () => {
    const followed = open();
    await followed.ready;
    expect(followed.current()?.mf_content.stable.version).toBe('1.0.0');
    server.documents.set('/remotes.json', withContent('1.3.0'));
    expect(await versionSoon('1.3.0')).toBe('1.3.0');
    const before = server.requests.length;
    await new Promise((next) => setTimeout(next, POLL_MS * 4));
    expect(server.requests.length).toBeGreaterThan(before);
    expect(followed.current()?.mf_content.stable.version).toBe('1.3.0');
    expect(warnings).toEqual([]);
  });

  it('keeps the last good one, and says so once, while the URL breaks it or cannot be read', async () => {
    const followed = open();
    await followed.ready;
    server.documents.set('/remotes.json', breaking);
    await new Promise((next) => setTimeout(next, POLL_MS * 4));
    expect(followed.current()?.mf_content.stable.entry).toBe('/remotes/mf-content/1.0.0/mf-manifest.json');
    expect(warnings).toEqual([
      `${server.origin}/remotes.json does not match its schema; the last good remotes.json stays in force`,
    ]);
    server.documents.delete('/remotes.json');
    await new Promise((next) => setTimeout(next, POLL_MS * 4));
    expect(warnings.at(-1)).toMatch(/answered 404/);
    expect(followed.current()?.mf_content.stable.version).toBe('1.0.0');
    server.documents.set('/remotes.json', withContent('1.4.0'));
    expect(await versionSoon('1.4.0')).toBe('1.4.0');
  });

  it('sends the token, and has nothing without the right one', async () => {
    const refused = open('wrong-token');
    await refused.ready;
    expect(refused.current()).toBeUndefined();
    expect(warnings).toEqual([
      `${server.origin}/remotes.json answered 401; the last good remotes.json stays in force`,
    ]);
  });
});

describe('a follower that is closed', () => {
  it('ends the request it has in flight and says nothing of it', async () => {
    // A store that takes the request and never answers, as one behind a stalled proxy would.
    const stalled = http.createServer(() => undefined);
    await new Promise<void>((listening) => stalled.listen(0, '127.0.0.1', listening));
    const { port } = stalled.address() as AddressInfo;
    const warnings: string[] = [];
    const followed = remotesConfigSource(`http://127.0.0.1:${port}/remotes.json`, {
      warn: (message) => warnings.push(message),
      pollMs: 50,
    });
    followed.close();
    await followed.ready;
    expect(followed.current()).toBeUndefined();
    expect(warnings).toEqual([]);
    stalled.closeAllConnections();
    await new Promise((closed) => stalled.close(closed));
  });
});
