/**
 * Where this instance is in its life (docs/operations.md#probes):
 * - `starting`: listening, but its database is not yet at the build's schema; every request but the
 *   probes is answered 503;
 * - `warming`: serving, while the first page renders and the render worker loads the builds;
 * - `serving`;
 * - `draining`: SIGTERM came; still serving for the shutdown delay, out of the load balancers' rotation.
 */
export type Phase = 'starting' | 'warming' | 'serving' | 'draining';

/** What `/readyz` says of the render worker. */
export type RendererState =
  { kind: 'none' } | { kind: 'warming' } | { kind: 'warm' } | { kind: 'failed'; reason: string };

/** The instance's phase and what it knows of its render worker, read by the probes and the request gate. */
export class InstanceLifecycle {
  private current: Phase;
  private rendererState: RendererState;
  private requests = 0;
  private acceptingSince: number | undefined;

  /** Tests and tools build an app that serves at once; the server starts one in `starting`. */
  constructor(initial: Phase = 'serving', renderer: RendererState = { kind: 'none' }) {
    this.current = initial;
    this.rendererState = renderer;
    if (initial !== 'starting') this.acceptingSince = performance.now();
  }

  get phase(): Phase {
    return this.current;
  }

  /** Whether requests other than the probes are served: not before the database is at the build's schema. */
  get accepting(): boolean {
    return this.current !== 'starting';
  }

  get renderer(): RendererState {
    return this.rendererState;
  }

  /** How long requests have been taken; 0 before. */
  get acceptingForMs(): number {
    return this.acceptingSince === undefined ? 0 : performance.now() - this.acceptingSince;
  }

  /** The database is ready; the render worker warms up (or there is no site to render). */
  databaseReady(hasSite: boolean): void {
    if (this.current !== 'starting') return;
    this.acceptingSince = performance.now();
    this.current = hasSite ? 'warming' : 'serving';
    this.rendererState = hasSite ? { kind: 'warming' } : { kind: 'none' };
  }

  rendererWarm(): void {
    this.rendererState = { kind: 'warm' };
    if (this.current === 'warming') this.current = 'serving';
  }

  rendererFailed(reason: string): void {
    this.rendererState = { kind: 'failed', reason };
  }

  /** From now on `/readyz` answers 503; the instance keeps serving until it closes its listeners. */
  drain(): void {
    this.current = 'draining';
  }

  /** Requests being answered now, counted by the app's hooks: what a shutdown that timed out reports. */
  get requestsInFlight(): number {
    return this.requests;
  }

  requestStarted(): void {
    this.requests++;
  }

  requestEnded(): void {
    this.requests--;
  }
}
