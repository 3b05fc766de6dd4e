import { Type } from 'typebox';

/**
 * Fields both public forms send for abuse checks: `website` is a honeypot that people never see
 * (bots fill it), `fill_ms` how long the form was open before it was sent.
 */
export const spamSignalFields = {
  website: Type.Optional(Type.String({ maxLength: 200 })),
  fill_ms: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400_000 })),
};

export interface SpamSignals {
  website?: string;
  fill_ms?: number;
}
