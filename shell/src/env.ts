import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';

/** Values the build compiles into the shell (see rspack.config.ts). The shell's only configuration module. */
declare const __BUILT_IN_REMOTES__: Record<string, { stable: { version: string; entry: string } }>;
declare const __SHARED_VERSIONS__: Record<string, string>;

/** The versions of the shared singletons this shell provides; remotes must accept them. */
export const siteSharedVersions: Readonly<Record<string, string>> = __SHARED_VERSIONS__;

/** Each remote's dev server, for `npm run dev`, where no server renders the page. */
export const devAssignments = (): RemoteAssignment[] =>
  Object.entries(__BUILT_IN_REMOTES__).map(([remote, { stable }]) => ({
    remote: remote as RemoteAssignment['remote'],
    channel: 'stable',
    ...stable,
    stable,
  }));
