import { type Static, Type } from 'typebox';

/** The most versions the console lists for a remote: the newest, which are the ones worth starting. */
export const MAX_RELEASE_VERSIONS = 50;

/** A published version of a remote, and the release store that holds it (docs/decisions/024). */
export const OpsReleaseVersion = Type.Object({
  version: Type.String(),
  store: Type.String(),
});
export type OpsReleaseVersion = Static<typeof OpsReleaseVersion>;

/** A configured release store that could not be listed; its versions are left out, the rest still shown. */
export const OpsReleaseStoreProblem = Type.Object({
  store: Type.String(),
  message: Type.String(),
});
export type OpsReleaseStoreProblem = Static<typeof OpsReleaseStoreProblem>;

/** The versions an operator can start a canary of, newest first, from every store this site allows. */
export const OpsReleaseVersions = Type.Object({
  versions: Type.Array(OpsReleaseVersion, { maxItems: MAX_RELEASE_VERSIONS }),
  problems: Type.Array(OpsReleaseStoreProblem),
});
export type OpsReleaseVersions = Static<typeof OpsReleaseVersions>;
