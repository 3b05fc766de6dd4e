import { createHash, sign, verify, type KeyObject } from 'node:crypto';
import type { RemoteName } from '../federation/remote-modules.ts';
import { releaseManifestProblem, type ReleaseManifest } from './release-manifest.ts';

/** `release.json`'s payload type: what the signature says the signed bytes are. */
export const RELEASE_PAYLOAD_TYPE = 'application/vnd.rental.release+json';

/**
 * `release.json` is a DSSE envelope (the signing envelope of in-toto and Sigstore): the manifest's JSON
 * travels as base64, and the Ed25519 signature covers exactly those bytes with their type, so nothing has
 * to serialise JSON the same way twice (docs/decisions/024).
 */
interface ReleaseEnvelope {
  payloadType: string;
  payload: string;
  signatures: { keyid: string; sig: string }[];
}

/** A release the site will not trust; the message says why, for the log and the operators. */
export class ReleaseRefused extends Error {
  override name = 'ReleaseRefused';
}

/** DSSE's pre-authentication encoding: type and body, each with its length, so neither can be shifted. */
function preAuthenticationEncoding(payloadType: string, body: Buffer): Buffer {
  const type = Buffer.from(payloadType, 'utf8');
  return Buffer.concat([
    Buffer.from(`DSSEv1 ${type.length} `, 'utf8'),
    type,
    Buffer.from(` ${body.length} `, 'utf8'),
    body,
  ]);
}

/** A public key's id: the first 16 bytes of the SHA-256 of its DER form, in hex. */
export const keyIdOf = (publicKey: KeyObject): string =>
  createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 32);

/** The text of `release.json`: `manifest` signed with a team's Ed25519 private key. */
export function signRelease(manifest: ReleaseManifest, privateKey: KeyObject, publicKey: KeyObject): string {
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new ReleaseRefused('a release is signed with an Ed25519 key (npm run release-key)');
  const body = Buffer.from(JSON.stringify(manifest), 'utf8');
  const sig = sign(null, preAuthenticationEncoding(RELEASE_PAYLOAD_TYPE, body), privateKey);
  const envelope: ReleaseEnvelope = {
    payloadType: RELEASE_PAYLOAD_TYPE,
    payload: body.toString('base64'),
    signatures: [{ keyid: keyIdOf(publicKey), sig: sig.toString('base64') }],
  };
  return `${JSON.stringify(envelope, null, 2)}\n`;
}

const isEnvelope = (value: unknown): value is ReleaseEnvelope => {
  const envelope = value as ReleaseEnvelope;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof envelope.payloadType === 'string' &&
    typeof envelope.payload === 'string' &&
    Array.isArray(envelope.signatures) &&
    envelope.signatures.every(
      (signature) => typeof signature?.keyid === 'string' && typeof signature.sig === 'string',
    )
  );
};

/**
 * The manifest inside `release.json`, once a key trusted for `remote` has signed it, and only if it is the
 * release of that remote and that version: a key trusted for one remote signs nothing for another.
 */
export function openRelease(
  text: string,
  expected: { remote: RemoteName; version: string },
  trustedKeys: readonly KeyObject[],
): ReleaseManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ReleaseRefused('release.json is not JSON');
  }
  if (!isEnvelope(value) || value.payloadType !== RELEASE_PAYLOAD_TYPE)
    throw new ReleaseRefused('release.json is not a signed release envelope');
  if (trustedKeys.length === 0)
    throw new ReleaseRefused(`no release key is trusted for ${expected.remote} (RELEASE_TRUSTED_KEYS)`);
  const body = Buffer.from(value.payload, 'base64');
  const signed = preAuthenticationEncoding(value.payloadType, body);
  const trusted = new Map(trustedKeys.map((key) => [keyIdOf(key), key]));
  const verified = value.signatures.some(({ keyid, sig }) => {
    const key = trusted.get(keyid);
    return key !== undefined && verify(null, signed, key, Buffer.from(sig, 'base64'));
  });
  if (!verified)
    throw new ReleaseRefused(`release.json is not signed by a key trusted for ${expected.remote}`);
  let manifest: unknown;
  try {
    manifest = JSON.parse(body.toString('utf8'));
  } catch {
    throw new ReleaseRefused('the signed release manifest is not JSON');
  }
  const problem = releaseManifestProblem(manifest);
  if (problem) throw new ReleaseRefused(`the signed release manifest is refused: ${problem}`);
  const release = manifest as ReleaseManifest;
  if (release.remote !== expected.remote || release.version !== expected.version)
    throw new ReleaseRefused(
      `release.json is signed for ${release.remote}@${release.version}, not ${expected.remote}@${expected.version}`,
    );
  return release;
}
