import { useCallback, useEffect, useState } from 'react';
import { OPS_SIGNED_IN_COOKIE } from '@rental/shared/contracts/ops-signed-in-cookie.ts';
import type { OpsSessionInfo } from '@rental/shared/contracts/ops-session.ts';
import { opsGet, opsSend } from '../calls/ops-api.ts';
import { sessionEnded } from './session-ended.ts';

/** Set with the session by the server (docs/decisions/025): without it there is no session to ask about. */
const hasSignedInHint = () => document.cookie.split('; ').includes(`${OPS_SIGNED_IN_COOKIE}=1`);

export type SessionState =
  | { kind: 'checking' }
  | { kind: 'signed-out'; expired: boolean }
  | { kind: 'signed-in'; session: OpsSessionInfo }
  | { kind: 'unreachable' };

/**
 * The operator's session: asked of the server once, then kept until sign-out, or until any answer says it
 * ended (expired, or signed out on another tab or instance: sessions live in the database).
 */
export function useSession() {
  const [state, setState] = useState<SessionState>(() =>
    hasSignedInHint() ? { kind: 'checking' } : { kind: 'signed-out', expired: false },
  );
  useEffect(() => {
    if (!hasSignedInHint()) return;
    opsGet<OpsSessionInfo>('/ops/session')
      .then((answer) => answer && setState({ kind: 'signed-in', session: answer.data }))
      .catch((error: unknown) =>
        setState(sessionEnded(error) ? { kind: 'signed-out', expired: false } : { kind: 'unreachable' }),
      );
  }, []);
  const signedIn = useCallback((session: OpsSessionInfo) => setState({ kind: 'signed-in', session }), []);
  const lost = useCallback(() => setState({ kind: 'signed-out', expired: true }), []);
  const signOut = useCallback(async () => {
    await opsSend('DELETE', '/ops/session');
    setState({ kind: 'signed-out', expired: false });
  }, []);
  return { state, signedIn, lost, signOut };
}
