import { tsImport } from 'tsx/esm/api';

// The description of the remotes is TypeScript, which this plain-JS config can load only through tsx.
const { REMOTES } = await tsImport('../../shared/src/federation/remote-modules.ts', import.meta.url);

/** The remotes' folders (mf-…), which the boundaries and the feature rule name. */
export const remotes = REMOTES.map((remote) => remote.folder);
