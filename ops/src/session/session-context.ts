import { createContext, useContext } from 'react';
import type { OpsSessionInfo } from '@rental/shared/contracts/ops-session.ts';

interface SessionContextValue {
  session: OpsSessionInfo;
  /** Any answer 401: the session ended elsewhere or expired; the console shows the sign-in. */
  lost: () => void;
}

export const SessionContext = createContext<SessionContextValue | undefined>(undefined);

export function useSignedIn(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSignedIn outside a signed-in console');
  return value;
}
