import type { ErrorInfo } from 'react';
import { RemoteUnavailableError, RenderedByAnotherBuildError } from './remote-failure.ts';

/**
 * React's report of an error an error boundary caught. An unreachable remote is an expected outage: its
 * region shows the fallback and the boundary already warns, so it is not reported again as an error.
 */
export function onCaughtError(error: unknown, info: ErrorInfo): void {
  if (error instanceof RemoteUnavailableError) return;
  console.error(error, info.componentStack);
}

/** Set by the server on a region it left to the browser (docs/decisions/015). */
export const LEFT_TO_BROWSER_DIGEST = 'region-left-to-browser';

/**
 * React's report of an error it recovered from. A region the server left to the browser (its remote was
 * down or slow there) is expected, and rendered here as intended; so is a remote that is unavailable (its
 * region shows the fallback, and the boundary warns), and a region rendered again because its canary fell
 * back to stable here. Anything else, a hydration fault above all, is worth seeing.
 */
export function onRecoverableError(error: unknown, info: { componentStack?: string }): void {
  const { digest, cause } = error as { digest?: string; cause?: unknown };
  if (
    digest === LEFT_TO_BROWSER_DIGEST ||
    cause instanceof RemoteUnavailableError ||
    cause instanceof RenderedByAnotherBuildError
  )
    return;
  console.error(error, info.componentStack);
}
