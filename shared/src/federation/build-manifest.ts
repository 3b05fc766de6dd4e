/**
 * A remote build's `mf-manifest.json`, written by the Module Federation plugin, as far as this site reads
 * it: the shell's runtime plugin (version and shared ranges), the contract check (container name,
 * exposes, shared ranges), the rollout command (the entry script) and the site server (the entry script
 * and each exposed module's files). What a reader can do without is optional: the file may come from a
 * build made elsewhere, and is read as it is.
 */
export interface BuildManifest {
  metaData?: {
    name?: string;
    buildInfo?: { buildVersion?: string };
    remoteEntry?: { name?: string; path?: string };
  };
  exposes?: BuildManifestExpose[];
  shared?: BuildManifestShared[];
}

interface BuildManifestExpose {
  /** `equipment-list`. */
  name: string;
  /** `./equipment-list`. */
  path: string;
  assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
}

export interface BuildManifestShared {
  name: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}
