/**
 * The shell's render worker as a file: the one name its build (`build-config/server-build.ts`,
 * `build-config/app-folders.ts`) and the site server that starts it (`api/src/site/serve-site.ts`) use,
 * so neither spells the other's path. Its source is `shell/src/server-entry.ts`; a thread runs the built
 * file, which no import reaches (docs/architecture.md#follow-a-page).
 */
export const RENDER_WORKER_ENTRY = 'render-worker';

/** The shell's server build's folder under its `dist/`: the render worker, never served. */
export const SHELL_SERVER_FOLDER = 'server';

/** The built render worker, in the shell's `dist/` folder `shellDist`. */
export const renderWorkerFile = (shellDist: string): string =>
  `${shellDist}/${SHELL_SERVER_FOLDER}/${RENDER_WORKER_ENTRY}.cjs`;
