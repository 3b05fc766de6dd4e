export { scriptSafeJson } from '../seo/structured-data.ts';
import type { RemoteAssignment } from '../federation/remote-assignment.ts';
import type { PageRollout } from '../federation/visitor-channels.ts';
import type { Language } from '../i18n/languages.ts';

/** A stylesheet or script a page needs, by its address. */
export interface PageAssets {
  styles: string[];
  scripts: string[];
  /** Remote scripts fetched with the shell's, run later by the federation runtime. */
  preloads: string[];
  /**
   * The SHA-384 of each remote file the federation runtime may fetch or add for this page, by address:
   * the manifest and entry script of each build it was rendered with and of the stable each canary falls
   * back to, and the scripts and stylesheets of the page's modules in both. The browser loads no such
   * file without one (docs/decisions/024). Absent when the page has none.
   */
  integrity?: Record<string, string>;
}

/**
 * What a page's health reports need (docs/decisions/029), the same for everyone who gets the page: the
 * browser draws whether its page load reports, and the id of its page view.
 */
export interface PageHealth {
  /** Signed by the server: the minute the page was rendered in and the builds it was given. */
  token: string;
  /** The share of page loads that report (HEALTH_SAMPLE_RATE). */
  sampleRate: number;
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
  /**
   * Each canary running, with its share: the same for every visitor, so the page stays one for everyone,
   * and the browser places itself in the rollouts from it (docs/architecture.md#rollouts).
   */
  rollouts: PageRollout[];
  /** The remote modules the page renders, `mf_catalogue/equipment-list`: loaded before hydration. */
  modules: string[];
  /** React Router's data for the matched routes (its `HydrationState`). */
  hydrationData: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, unknown> | null;
  };
  assets: PageAssets;
  /** What the page's health reports need; absent when health reporting is off (HEALTH_SAMPLE_RATE 0). */
  health?: PageHealth;
}

export const PAGE_BOOTSTRAP_ID = 'page-bootstrap';
