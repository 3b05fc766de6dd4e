import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

const RemoteBuild = Type.Object({
  version: Type.String({ minLength: 1, maxLength: 64 }),
  /** The build's `mf-manifest.json`: an absolute URL, or a path on the shell's origin. */
  entry: Type.String({ minLength: 1, maxLength: 2048, pattern: '^(https?://|/)' }),
});

const CanaryBuild = Type.Object({
  version: Type.String({ minLength: 1, maxLength: 64 }),
  entry: Type.String({ minLength: 1, maxLength: 2048, pattern: '^(https?://|/)' }),
  percent: Type.Number({ minimum: 0, maximum: 100 }),
  rolloutId: Type.String({ minLength: 1, maxLength: 128 }),
});

const RemoteChannels = Type.Object({ stable: RemoteBuild, canary: Type.Optional(CanaryBuild) });

/** `remotes.json`: where each remote's builds live (DESIGN §1). Editing it ships or rolls back a remote. */
export const RemotesManifest = Type.Object(
  { mf_catalogue: RemoteChannels, mf_cart_quote: RemoteChannels, mf_content: RemoteChannels },
  { additionalProperties: false },
);
export type RemotesManifest = Static<typeof RemotesManifest>;
export type RemoteChannels = Static<typeof RemoteChannels>;

export const isRemotesManifest = (value: unknown): value is RemotesManifest =>
  Value.Check(RemotesManifest, value);
