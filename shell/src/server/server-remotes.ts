import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import { isServerShared } from '@rental/shared/seams/server-shared-modules.ts';
import { serverSharedSlot } from '@rental/shared/seams/global-slots.ts';
import type { ServerContainer } from '@rental/shared/server-rendering/server-container.ts';
import type { GenerationBuild } from '@rental/shared/seams/render-protocol.ts';
import { shellRuntime, type RemoteModuleSource } from '@rental/shared/seams/shell-runtime.ts';

/** Node's own `require`, which the bundler leaves as it is. */
declare const __non_webpack_require__: (id: string) => unknown;

/**
 * Gives the remotes' server builds this worker's copies of React, the router and i18next, as the
 * federation's shared singletons do in the browser: one of each per worker, whatever the remotes bundle.
 */
export function provideSharedModules(): void {
  serverSharedSlot.fill((request) => {
    if (!isServerShared(request)) throw new Error(`${request} is not shared with the remotes`);
    return __non_webpack_require__(request);
  });
}

/**
 * Remote modules from the remotes' server builds on this disk, each loaded once for the worker's life.
 * A build without one on this disk (deployed without its `ssr/` folder) is left to the browser.
 */
export function serverRemoteSource(builds: GenerationBuild[]): RemoteModuleSource {
  const containers = new Map<RemoteName, ServerContainer>();
  const containerOf = (remote: RemoteName): ServerContainer => {
    const known = containers.get(remote);
    if (known) return known;
    const entry = builds.find((build) => build.remote === remote)?.serverEntry;
    if (!entry) throw new Error(`${remote} has no server build here`);
    const loaded = (__non_webpack_require__(entry) as { default: ServerContainer }).default;
    containers.set(remote, loaded);
    shellRuntime().loadedVersions.set(remote, loaded.version);
    return loaded;
  };
  return {
    async load(id) {
      const [remote, expose] = id.split('/') as [RemoteName, string];
      return containerOf(remote).get(`./${expose}`);
    },
    reset: () => undefined,
    keepsFailures: false,
  };
}
