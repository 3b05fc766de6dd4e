import { REMOTES } from '@rental/shared/federation/remote-modules.ts';
import { createAppConfigs } from '../build-config/app-configs.ts';
import { packageVersion, remotePublicPath } from '../build-config/app-folders.ts';
import { sharedVersions } from '../build-config/shared-versions.ts';

/** The copy of remotes.json built into the shell, used when the served one cannot be read. */
function builtInRemotes(dev: boolean) {
  return Object.fromEntries(
    REMOTES.map((remote) => [
      remote.name,
      {
        stable: {
          version: packageVersion(remote.folder),
          entry: dev
            ? `http://localhost:${remote.devPort}/mf-manifest.json`
            : `${remotePublicPath(remote.folder)}mf-manifest.json`,
        },
      },
    ]),
  );
}

export default (_env: unknown, argv: { mode?: string }) => {
  const remotes = builtInRemotes(argv.mode === 'development');
  return createAppConfigs(
    {
      folder: 'shell',
      name: 'shell',
      devPort: 3000,
      runtimePlugins: ['./src/federation/resilience-plugin.ts'],
      define: {
        __BUILT_IN_REMOTES__: remotes,
        __SHARED_VERSIONS__: sharedVersions(),
      },
      emitFiles: { 'remotes.json': `${JSON.stringify(remotes, null, 2)}\n` },
    },
    argv,
  );
};
