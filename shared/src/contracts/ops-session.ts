import { type Static, Type } from 'typebox';

/**
 * Signing in to the operators' console (docs/decisions/025): the operators' token, exchanged once for a
 * session cookie, and the name the history will show for what this operator does.
 */
export const OpsSignIn = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 512 }),
    operator: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type OpsSignIn = Static<typeof OpsSignIn>;

/** The signed-in operator and when the session ends. */
export const OpsSessionInfo = Type.Object({
  operator: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type OpsSessionInfo = Static<typeof OpsSessionInfo>;
