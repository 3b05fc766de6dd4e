/**
 * Pages being rendered now, from admission to their last byte, against the bound past which a new page is
 * refused rather than queued behind them (OVERLOAD_MAX_RENDERS; 0 admits every page).
 */
export class RenderLoad {
  private count = 0;

  constructor(readonly max: number) {}

  get inFlight(): number {
    return this.count;
  }

  get saturated(): boolean {
    return this.max > 0 && this.count >= this.max;
  }

  /** Counts a page in and gives what counts it out (once, however often it is called); undefined when full. */
  admit(): (() => void) | undefined {
    if (this.saturated) return undefined;
    this.count++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.count--;
    };
  }
}
