import { Type, type Static } from 'typebox';

const RemoteNameSchema = Type.Union([
  Type.Literal('mf_catalogue'),
  Type.Literal('mf_cart_quote'),
  Type.Literal('mf_content'),
]);
const ChannelSchema = Type.Union([Type.Literal('stable'), Type.Literal('canary')]);

/** What a browser reports, once, when a remote fails to load (sent with navigator.sendBeacon). */
export const RemoteLoadFailureReport = Type.Object(
  {
    remote: RemoteNameSchema,
    version: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z.+_-]+$' }),
    channel: ChannelSchema,
  },
  { additionalProperties: false },
);
export type RemoteLoadFailureReport = Static<typeof RemoteLoadFailureReport>;

export const RemoteLoadFailureCount = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  channel: Type.String(),
  failures: Type.Integer(),
  last_failure_at: Type.String({ format: 'date-time' }),
});
export type RemoteLoadFailureCount = Static<typeof RemoteLoadFailureCount>;
