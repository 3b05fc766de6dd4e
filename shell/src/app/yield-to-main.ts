interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so a tap or a paint waiting in between is served first.
 * Hydration is a chain of steps (texts, remotes, routes, router); each ends with this, so no step joins the
 * next in one long task (docs/decisions/019).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
