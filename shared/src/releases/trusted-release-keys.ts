import { createPublicKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { remoteCalled, type RemoteName } from '../federation/remote-modules.ts';

/** The public keys whose signatures the site accepts, per remote (docs/decisions/024). */
export type TrustedReleaseKeys = ReadonlyMap<RemoteName, readonly KeyObject[]>;

/** A setting the site cannot start with; the message names what is wrong. */
export class TrustedKeysInvalid extends Error {
  override name = 'TrustedKeysInvalid';
}

/**
 * `{ "catalogue": ["-----BEGIN PUBLIC KEY-----…"], … }`: for each remote (any of its names), the Ed25519
 * public keys of the team that ships it. A remote left out is trusted with no key, so none of its releases
 * is accepted.
 */
export function parseTrustedReleaseKeys(text: string, source: string): TrustedReleaseKeys {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new TrustedKeysInvalid(`${source} is not JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new TrustedKeysInvalid(`${source} is not an object of remotes to public keys`);
  const keys = new Map<RemoteName, KeyObject[]>();
  for (const [alias, pems] of Object.entries(value)) {
    const remote = remoteCalled(alias);
    if (!remote) throw new TrustedKeysInvalid(`${source} names an unknown remote "${alias}"`);
    const list = typeof pems === 'string' ? [pems] : pems;
    if (!Array.isArray(list) || !list.every((pem) => typeof pem === 'string'))
      throw new TrustedKeysInvalid(`${source}: ${alias} must be a public key or a list of them (PEM)`);
    const parsed = list.map((pem: string) => {
      let key: KeyObject;
      try {
        key = createPublicKey(pem);
      } catch {
        throw new TrustedKeysInvalid(`${source}: a key of ${alias} is not a PEM public key`);
      }
      if (key.asymmetricKeyType !== 'ed25519')
        throw new TrustedKeysInvalid(`${source}: a key of ${alias} is not an Ed25519 key`);
      return key;
    });
    keys.set(remote.name, [...(keys.get(remote.name) ?? []), ...parsed]);
  }
  return keys;
}

/**
 * RELEASE_TRUSTED_KEYS as given: the JSON itself, or the path of a file that holds it (a relative one from
 * `relativeTo`). Unset or blank, no key is trusted, so no published release is accepted. Keys are read
 * from nowhere else (docs/decisions/024): a file found beside remotes.json or in the repository would let
 * whoever can write that folder add a key.
 */
export function readTrustedReleaseKeys(setting: string | undefined, relativeTo: string): TrustedReleaseKeys {
  const given = setting?.trim();
  if (!given) return new Map();
  if (given.startsWith('{')) return parseTrustedReleaseKeys(given, 'RELEASE_TRUSTED_KEYS');
  const file = path.resolve(relativeTo, given);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new TrustedKeysInvalid(
      `RELEASE_TRUSTED_KEYS names ${file}, which cannot be read (${(error as NodeJS.ErrnoException).code})`,
    );
  }
  return parseTrustedReleaseKeys(text, file);
}
