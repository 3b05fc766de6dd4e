import type { RemoteName } from './remote-modules.ts';
import type { PinnedRelease } from './remotes-manifest.ts';

/** The build of a remote a page was rendered with; the browser registers exactly this one to hydrate it. */
export interface RemoteAssignment {
  remote: RemoteName;
  channel: 'stable' | 'canary';
  version: string;
  /** The build's `mf-manifest.json`, as remotes.json names it. */
  entry: string;
  /** The signed release it comes from, as remotes.json pins it (docs/decisions/024). */
  release?: PinnedRelease;
  rolloutId?: string;
  /** The version the server's copy of the build declares, which the page shows as it was rendered. */
  renderedVersion?: string;
  /** Where the visitor goes when a canary fails to load in the browser. */
  stable: { version: string; entry: string; release?: PinnedRelease };
}
