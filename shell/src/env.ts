/** Values the build compiles into the shell (see rspack.config.ts). The shell's only configuration module. */
declare const __BUILT_IN_REMOTES__: unknown;
declare const __SHELL_VERSION__: string;
declare const __SHARED_VERSIONS__: Record<string, string>;

export const builtInRemotes: unknown = __BUILT_IN_REMOTES__;
export const shellVersion: string = __SHELL_VERSION__;
/** The versions of the shared singletons this shell provides; remotes must accept them. */
export const siteSharedVersions: Readonly<Record<string, string>> = __SHARED_VERSIONS__;
export const REMOTES_JSON_URL = '/remotes.json';
