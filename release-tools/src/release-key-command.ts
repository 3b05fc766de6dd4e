/**
 * npm run release-key -- <remote> [--out <folder>]
 * Makes a team's Ed25519 key pair for signing releases (docs/decisions/024): the private key into
 * <folder>/<remote>.release-key.pem (readable by its owner only; default ./release-keys), and prints the
 * public key with the entry the site's RELEASE_TRUSTED_KEYS takes for it.
 */
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { keyIdOf } from '@rental/shared/releases/release-envelope.ts';
import { findRemote } from './remote-by-name.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string', default: 'release-keys' } },
});
const [name] = positionals;
if (!name) {
  console.error('Usage: npm run release-key -- <remote> [--out <folder>]');
  process.exit(2);
}
const remote = findRemote(name);
const folder = path.resolve(values.out);
const file = path.join(folder, `${remote.folder}.release-key.pem`);
if (fs.existsSync(file)) {
  console.error(`${file} exists already: a key is made once; remove it first to replace it.`);
  process.exit(1);
}
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
fs.writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
console.log(`Private key of ${remote.folder}: ${file} (key id ${keyIdOf(publicKey)})`);
console.log('Publish with it: RELEASE_SIGNING_KEY=<that file> npm run deploy:remote -- …\n');
console.log(
  'The site trusts it with this entry in RELEASE_TRUSTED_KEYS (the JSON, or the file it names), on every instance and for the rollout command:\n',
);
console.log(JSON.stringify({ [remote.shortName]: [publicPem] }, null, 2));
