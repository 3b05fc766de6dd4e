/**
 * Taps that come before the page answers them (docs/decisions/021). The page's inline script keeps every
 * tap on a control that would do nothing without JavaScript in an array under this name on `window`,
 * until the control answers: React hydrates the layout first (the document is then marked hydrated) and
 * each remote's region after it, in a pass of its own (the region is then marked). Each kept tap is made
 * again, in order, on the same element (a hydrated page keeps the server's elements) once it answers.
 */
export const EARLY_TAPS_GLOBAL = '__doralRentalsEarlyTaps';

/** Set on the document once the layout is hydrated, and on each remote's region once it is. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The attribute that marks a remote's region (its mount), whose version it names. */
export const REGION_ATTRIBUTE = 'data-remote';

/** A kept tap: the control tapped, or the form whose submission (by the Enter key) was held. */
type EarlyTap = Element;

const keptTaps = (): EarlyTap[] =>
  (window as unknown as Record<string, EarlyTap[] | undefined>)[EARLY_TAPS_GLOBAL] ?? [];

const regionOf = (tap: EarlyTap): Element | null => tap.closest(`[${REGION_ATTRIBUTE}]`);

/**
 * Marks `region` (a remote's mount) hydrated, or without it the document, and makes again the kept taps
 * that were waiting for it: those in the region, or those outside every region. Called from the effect of
 * what was hydrated.
 */
export function answerEarlyTaps(region: Element | null = null): void {
  (region ?? document.documentElement).setAttribute(HYDRATED_ATTRIBUTE, 'true');
  const kept = keptTaps();
  const taps = kept.filter((tap) => regionOf(tap) === region);
  for (const tap of taps) kept.splice(kept.indexOf(tap), 1);
  for (const tap of taps) {
    if (!tap.isConnected) continue;
    if (tap instanceof HTMLFormElement) tap.requestSubmit();
    else if (tap instanceof HTMLElement) tap.click();
  }
}
