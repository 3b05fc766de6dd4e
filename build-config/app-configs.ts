import type { Configuration } from '@rspack/core';
import { exposedModules } from '@rental/shared/federation/exposed-modules.ts';
import { REMOTES, type RemoteFolder } from '@rental/shared/federation/remote-modules.ts';
import type { AppDefinition } from './app-definition.ts';
import { createBrowserConfig } from './browser-build.ts';
import { createServerConfig } from './server-build.ts';

/**
 * An app's configs: in production its browser build and its server build (docs/decisions/015); in
 * development the browser build alone, which the dev server serves without server rendering.
 */
export function createAppConfigs(app: AppDefinition, argv: { mode?: string } = {}): Configuration[] {
  const browser = { ...createBrowserConfig(app, argv), name: `${app.folder}-browser` };
  if (argv.mode === 'development') return [browser];
  // After the browser build, whose clean-up of the version folder would otherwise remove `ssr/`.
  return [
    browser,
    { ...createServerConfig(app), name: `${app.folder}-server`, dependencies: [browser.name] },
  ];
}

/** A remote's whole config: its name and port from the description of the remotes, its exposes from its pages and widgets. */
export function createRemoteConfig(folder: RemoteFolder, argv: { mode?: string }): Configuration[] {
  const remote = REMOTES.find((candidate) => candidate.folder === folder);
  if (!remote) throw new Error(`Unknown remote folder ${folder}`);
  const exposes = Object.fromEntries(
    exposedModules(remote.name).map((expose) => [expose, `./src/exposed/${expose.slice(2)}.tsx`]),
  );
  return createAppConfigs({ folder, name: remote.name, devPort: remote.devPort, exposes }, argv);
}
