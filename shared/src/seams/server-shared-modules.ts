/**
 * The packages the shell's server build provides to the remotes' server builds, as the federation's shared
 * singletons do in the browser: one React, one router and one i18next per render worker. A remote's server
 * build reads them from the worker's slot instead of bundling or resolving them itself, so a version folder
 * runs wherever it is copied (docs/decisions/015). The build (`build-config/server-build.ts`) writes the reads;
 * the render worker (`shell/src/server/server-remotes.ts`) fills the slot.
 */
export const SERVER_SHARED_MODULES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'valtio',
] as const;

/** Whether a module request (`react`, `react-dom/server`) is one of those packages or inside one. */
export const isServerShared = (request: string): boolean =>
  SERVER_SHARED_MODULES.some((name) => request === name || request.startsWith(`${name}/`));
