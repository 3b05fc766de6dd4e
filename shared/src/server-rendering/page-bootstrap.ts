export { scriptSafeJson } from '../seo/structured-data.ts';
import type { RemoteName } from '../federation/remote-modules.ts';
import type { Language } from '../i18n/languages.ts';

/** The build of a remote a page was rendered with; the browser registers exactly this one to hydrate it. */
export interface RemoteAssignment {
  remote: RemoteName;
  channel: 'stable' | 'canary';
  version: string;
  /** The build's `mf-manifest.json`, as remotes.json names it. */
  entry: string;
  rolloutId?: string;
  /** The version the server's copy of the build declares, which the page shows as it was rendered. */
  renderedVersion?: string;
  /** Where the visitor goes when a canary fails to load in the browser. */
  stable: { version: string; entry: string };
}

/** A stylesheet or script a page needs, by its address. */
export interface PageAssets {
  styles: string[];
  scripts: string[];
  /** Remote scripts fetched with the shell's, run later by the federation runtime. */
  preloads: string[];
}

/**
 * What the server tells the browser about the page it rendered, in a JSON script tag: everything the
 * browser needs to hydrate exactly what the server rendered (docs/decisions/015).
 */
export interface PageBootstrap {
  language: Language;
  /** The site's origin as the visitor reached it: canonical and link-preview addresses are built on it. */
  origin: string;
  remotes: RemoteAssignment[];
  /** The remote modules the page renders, `mf_catalogue/equipment-list`: loaded before hydration. */
  modules: string[];
  /** React Router's data for the matched routes (its `HydrationState`). */
  hydrationData: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, unknown> | null;
  };
  assets: PageAssets;
  /** The signed token the page's health beacons carry; absent when this page view is not sampled. */
  healthToken?: string;
}

export const PAGE_BOOTSTRAP_ID = 'page-bootstrap';
