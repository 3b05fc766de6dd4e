/** The build version each remote's manifest declared when it was loaded: the truth about what runs. */
const versions = new Map<string, string>();

export const recordLoadedVersion = (remote: string, version: string) => versions.set(remote, version);
export const loadedVersionOf = (remote: string): string | undefined => versions.get(remote);
