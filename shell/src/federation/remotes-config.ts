import { isRemotesManifest, type RemotesManifest } from '@rental/shared/federation/remotes-manifest.ts';
import { builtInRemotes, REMOTES_JSON_URL } from '../env.ts';

const FETCH_TIMEOUT_MS = 3000;

/**
 * The served remotes.json (no-cache), validated; when it is unreachable, slow or broken, the copy built
 * into the shell, so the site still works.
 */
export async function loadRemotesManifest(): Promise<RemotesManifest> {
  try {
    const response = await fetch(REMOTES_JSON_URL, {
      cache: 'no-cache',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const manifest: unknown = await response.json();
    if (!isRemotesManifest(manifest)) throw new Error('remotes.json does not match its schema');
    return manifest;
  } catch (error) {
    console.warn('Using the built-in remotes list:', error instanceof Error ? error.message : error);
    if (!isRemotesManifest(builtInRemotes)) throw new Error('The built-in remotes list is invalid');
    return builtInRemotes;
  }
}
