import { SITE_PAGES, type SitePage } from './site-pages.ts';
import { remoteNamed, type DescriptionOf, type RemoteName } from './remote-modules.ts';

type PageModuleOf<R extends RemoteName> = Extract<SitePage, { remote: R }>['module'];

/** A module a remote exposes: one of its pages or one of its widgets. */
export type ExposedModule<R extends RemoteName = RemoteName> =
  PageModuleOf<R> | DescriptionOf<R>['widgets'][number];

/**
 * What a remote exposes (its contract with the shell, docs/architecture.md#federation): the modules of
 * the pages declared as its own, then its widgets. Its build exposes each as `src/exposed/<name>.tsx`.
 */
export function exposedModules<R extends RemoteName>(remote: R): ExposedModule<R>[] {
  const pages = Object.values(SITE_PAGES)
    .filter((page) => page.remote === remote)
    .map((page) => page.module);
  return [...pages, ...remoteNamed(remote).widgets] as ExposedModule<R>[];
}

/** `mf_catalogue/equipment-list`: the id `loadRemote` takes. */
export const remoteModuleId = <R extends RemoteName>(remote: R, expose: ExposedModule<R>) =>
  `${remote}/${expose.slice(2)}`;
