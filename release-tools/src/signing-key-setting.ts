import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs';

/**
 * RELEASE_SIGNING_KEY: a team's Ed25519 private key (PEM), given as the PEM itself or as the path of the
 * file that holds it (docs/decisions/024).
 */
export function readSigningKey(setting: string | undefined): { privateKey: KeyObject; publicKey: KeyObject } {
  if (!setting)
    throw new Error(
      "RELEASE_SIGNING_KEY is not set: the PEM of your team's private key, or its file (npm run release-key -- <remote>)",
    );
  const pem = setting.includes('-----BEGIN') ? setting : readKeyFile(setting);
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(pem);
  } catch {
    throw new Error('RELEASE_SIGNING_KEY is not a PEM private key');
  }
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error('RELEASE_SIGNING_KEY is not an Ed25519 key (npm run release-key -- <remote> makes one)');
  return { privateKey, publicKey: createPublicKey(privateKey) };
}

function readKeyFile(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`RELEASE_SIGNING_KEY names ${file}, which cannot be read (${(error as Error).message})`);
  }
}
