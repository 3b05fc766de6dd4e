/** What an app's build needs to know of it; each app's `rspack.config.ts` gives it. */
export interface AppDefinition {
  /** The app's folder name under the repository root. */
  folder: string;
  /** Federation container name. */
  name: string;
  devPort: number;
  /** Remotes only: what the federation config exposes (`src/exposed/…`). */
  exposes?: Record<string, string>;
  /** Host only: runtime plugins (paths relative to the app folder). */
  runtimePlugins?: string[];
  /** Values compiled into the app (DefinePlugin). */
  define?: Record<string, unknown>;
  /** Extra files written into the build output, by name (e.g. the shell's `remotes.json`). */
  emitFiles?: Record<string, string>;
}
