// @vitest-environment node
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  parseTrustedReleaseKeys,
  readTrustedReleaseKeys,
  TrustedKeysInvalid,
} from './trusted-release-keys.ts';

const team = generateKeyPairSync('ed25519').publicKey;
const pem = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }).toString();
const keysJson = JSON.stringify({ content: pem(team) });
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'trusted-keys-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('the release keys a site trusts', () => {
  it('are none when RELEASE_TRUSTED_KEYS is unset or blank, whatever files lie about', () => {
    fs.writeFileSync(path.join(folder, 'release-keys.json'), keysJson);
    fs.writeFileSync(path.join(folder, 'remotes.json'), '{}');
    expect(readTrustedReleaseKeys(undefined, folder).size).toBe(0);
    expect(readTrustedReleaseKeys('  ', folder).size).toBe(0);
  });

  it('are the JSON RELEASE_TRUSTED_KEYS holds, or that of the file it names', () => {
    const fromJson = readTrustedReleaseKeys(` ${keysJson} `, folder);
    expect(fromJson.get('mf_content')?.map((key) => key.equals(team))).toEqual([true]);
    fs.writeFileSync(path.join(folder, 'operators-keys.json'), keysJson);
    for (const named of ['operators-keys.json', path.join(folder, 'operators-keys.json')])
      expect(readTrustedReleaseKeys(named, folder).get('mf_content')).toHaveLength(1);
  });

  it('refuse a file that cannot be read, naming it', () => {
    const missing = path.join(folder, 'missing.json');
    expect(() => readTrustedReleaseKeys('missing.json', folder)).toThrow(TrustedKeysInvalid);
    expect(() => readTrustedReleaseKeys('missing.json', folder)).toThrow(
      `RELEASE_TRUSTED_KEYS names ${missing}, which cannot be read (ENOENT)`,
    );
  });

  it('are refused for a remote called by a name every object answers to', () => {
    for (const name of ['constructor', '__proto__', 'toString'])
      expect(() => parseTrustedReleaseKeys(`{"${name}": []}`, 'RELEASE_TRUSTED_KEYS')).toThrow(
        `RELEASE_TRUSTED_KEYS names an unknown remote "${name}"`,
      );
  });
});
