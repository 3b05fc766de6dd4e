import type { ErrorInfo } from 'react';
import { RemoteUnavailableError } from './remote-failure.ts';

/**
 * React's report of an error an error boundary caught. An unreachable remote is an expected outage: its
 * region shows the fallback and the boundary already warns, so it is not reported again as an error.
 */
export function onCaughtError(error: unknown, info: ErrorInfo): void {
  if (error instanceof RemoteUnavailableError) return;
  console.error(error, info.componentStack);
}
