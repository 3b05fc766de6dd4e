import { createHash } from 'node:crypto';
import type { RemoteChannels } from '@rental/shared/federation/remotes-manifest.ts';

/**
 * A remote's channels as one short string: what an operator's view was made from. A change sent with
 * another revision than the current one was made from a stale view (docs/decisions/025).
 */
export const channelsRevision = (channels: RemoteChannels): string =>
  createHash('sha256').update(JSON.stringify(channels)).digest('base64url').slice(0, 16);
