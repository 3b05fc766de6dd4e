import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RemoteBuild, RemoteChannels } from '../federation/remotes-manifest.ts';
import { RolloutsInMemory } from '../testing/rollouts-in-memory.ts';
import { allStableRemotes } from '../testing/stable-remotes.ts';
import {
  killCanary,
  nextRampStep,
  promoteCanary,
  RAMP_STEPS,
  rollBack,
  RolloutRefused,
  setPercent,
  startCanary,
  type RolloutAction,
  type RolloutHistoryEntry,
} from './rollout-plan.ts';

const RUNS = 10_000;
const REMOTE = 'mf_catalogue';
const FOLDER = 'mf-catalogue';
const NOW = new Date('2026-11-20T10:00:00Z');

/** Few versions, so that a sequence meets one again: deployed with the site, or published to one store or two. */
const version = fc.constantFrom('1.0.0', '1.1.0', '1.2.0', '2.0.0');

const deployed = (version: string): RemoteBuild => ({
  version,
  entry: `/remotes/${FOLDER}/${version}/mf-manifest.json`,
});

const digest = fc
  .uint8Array({ minLength: 48, maxLength: 48 })
  .map((bytes) => `sha384-${btoa(String.fromCharCode(...bytes))}`);

/** A release store and where its files are served: an HTTP store, or an S3 bucket behind its endpoint. */
const store = fc.oneof(
  fc.domain().map((host) => ({ store: `https://${host}/releases/`, served: `https://${host}/releases/` })),
  fc
    .tuple(fc.domain(), fc.stringMatching(/^[a-z0-9][a-z0-9-]{2,20}$/))
    .map(([host, bucket]) => ({ store: `s3://${bucket}/site`, served: `https://${host}/${bucket}/site/` })),
);

const published = fc.record({ version, store, digest }).map(({ version, store, digest }): RemoteBuild => ({
  version,
  entry: `${store.served}${FOLDER}/${version}/mf-manifest.json`,
  release: { store: store.store, digest },
}));

type Operation =
  | { kind: 'start'; build: number; percent: number | undefined; ramp: boolean }
  | { kind: 'percent'; percent: number }
  | { kind: 'kill' }
  | { kind: 'resume'; percent: number }
  | { kind: 'ramp' }
  | { kind: 'promote' }
  | { kind: 'rollback' };

/** One change of any kind, on whatever the rollout is then: many are refused, as they would be. */
const anyChange: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('start' as const),
      build: fc.nat(),
      percent: fc.option(fc.oneof(fc.constantFrom(...RAMP_STEPS), fc.integer({ min: 0, max: 100 })), {
        nil: undefined,
      }),
      ramp: fc.boolean(),
    }),
  },
  fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ kind: fc.constant('kill' as const) }),
  fc.record({ kind: fc.constant('resume' as const), percent: fc.integer({ min: 1, max: 100 }) }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('ramp' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('promote' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rollback' as const) }) },
);
const anyChanges = fc.array(anyChange, { maxLength: 24 });

/**
 * Releases one build after another: started and promoted at once, or ramped up to its promotion. Runs of
 * these meet the same version published twice and rollbacks several deep far more often than single
 * random changes do.
 */
const release = fc
  .record({ build: fc.nat(), ramp: fc.boolean() })
  .map(({ build, ramp }): Operation[] =>
    ramp
      ? [
          { kind: 'start', build, percent: undefined, ramp },
          ...RAMP_STEPS.map((): Operation => ({ kind: 'ramp' })),
        ]
      : [{ kind: 'start', build, percent: 100, ramp }, { kind: 'promote' }],
  );
const releasesAndRollbacks = fc
  .array(fc.oneof(release, fc.constant<Operation[]>([{ kind: 'rollback' }])), { maxLength: 10 })
  .map((steps) => steps.flat());

/** The builds a sequence starts from (some deployed, some published), its first stable and its changes. */
interface Sequence {
  builds: RemoteBuild[];
  firstStable: RemoteBuild;
  operations: Operation[];
}

const sequenceOf = (operations: fc.Arbitrary<Operation[]>): fc.Arbitrary<Sequence> =>
  fc.array(fc.oneof(version.map(deployed), published), { minLength: 1, maxLength: 5 }).chain((builds) =>
    fc.record({
      builds: fc.constant(builds),
      firstStable: fc.oneof(fc.constant(deployed('1.0.0')), fc.constantFrom(...builds)),
      operations,
    }),
  );

type Plan = (channels: RemoteChannels, history: readonly RolloutHistoryEntry[]) => RemoteChannels;

function planOf(operation: Operation, builds: readonly RemoteBuild[], now: Date): [RolloutAction, Plan] {
  switch (operation.kind) {
    case 'start': {
      const build = builds[operation.build % builds.length]!;
      const { percent, ramp } = operation;
      return ['start', (channels) => startCanary(channels, { build, percent, ramp, now })];
    }
    case 'percent':
    case 'resume':
      return ['percent', (channels) => setPercent(channels, operation.percent, now)];
    case 'kill':
      return ['kill', (channels) => killCanary(channels, now)];
    case 'ramp':
      return ['ramp', (channels) => nextRampStep(channels, now)];
    case 'promote':
      return ['promote', promoteCanary];
    case 'rollback':
      return ['rollback', rollBack];
  }
}

/** A build as its version, entry and pin, the fields a stable build has. */
const buildPart = ({ version, entry, release }: RemoteBuild): RemoteBuild =>
  release ? { version, entry, release } : { version, entry };

const same = (a: RemoteBuild, b: RemoteBuild) =>
  JSON.stringify(buildPart(a)) === JSON.stringify(buildPart(b));

/**
 * The stable a rollback must return to, as docs/decisions/016 words it: the one the latest change other
 * than a rollback replaced with the current stable.
 */
function stableBeforeCurrent(history: readonly RolloutHistoryEntry[], current: RemoteBuild) {
  return history.findLast(
    (entry) =>
      entry.action !== 'rollback' &&
      same(entry.after.stable, current) &&
      !same(entry.before.stable, entry.after.stable),
  )?.before.stable;
}

/**
 * Makes the changes of a sequence one by one, as remotes.json and its history are written and read back,
 * and checks each: every entry on another origin carries its pin, every canary is exactly the build it
 * was started with, a promotion makes exactly that build stable, and a rollback returns exactly the
 * earlier stable the history names (or is refused when it names none). A refused change writes nothing.
 */
function followSequence({ builds, firstStable, operations }: Sequence) {
  const rollouts = new RolloutsInMemory({ ...allStableRemotes(), [REMOTE]: { stable: firstStable } });
  const startedAs = new Map<string, RemoteBuild>();
  const stables: RemoteBuild[] = [firstStable];
  operations.forEach((operation, index) => {
    const now = new Date(NOW.getTime() + index * 60_000);
    const before = rollouts.manifest[REMOTE];
    const history = [...rollouts.history];
    const [action, plan] = planOf(operation, builds, now);
    let after: RemoteChannels;
    try {
      after = rollouts.change(REMOTE, action, plan, now);
    } catch (error) {
      if (!(error instanceof RolloutRefused)) throw error;
      expect(rollouts.manifest[REMOTE]).toBe(before);
      expect(rollouts.history).toEqual(history);
      if (action === 'rollback') expect(stableBeforeCurrent(history, before.stable)).toBeUndefined();
      return;
    }
    expect(rollouts.history.at(-1)).toMatchObject({ action, before, after });

    for (const build of [after.stable, ...(after.canary ? [after.canary] : [])])
      if (/^https?:\/\//.test(build.entry) || build.release)
        expect(build.release, `${build.version} at ${build.entry}`).toBeDefined();
    if (operation.kind === 'start' && after.canary)
      startedAs.set(after.canary.rolloutId, builds[operation.build % builds.length]!);
    if (after.canary) expect(buildPart(after.canary)).toStrictEqual(startedAs.get(after.canary.rolloutId));

    if (action === 'rollback') {
      const earlier = stableBeforeCurrent(history, before.stable);
      expect(earlier).toBeDefined();
      expect(after).toStrictEqual({ stable: earlier });
      expect(stables.some((stable) => same(stable, after.stable))).toBe(true);
    } else if (before.canary && !after.canary)
      expect(after.stable).toStrictEqual(startedAs.get(before.canary.rolloutId));
    else expect(after.stable).toStrictEqual(before.stable);
    if (!same(after.stable, before.stable)) stables.push(after.stable);
  });
}

// Whatever the sequence of changes, a published build keeps its pin (docs/decisions/024): 10,000 runs in all.
describe('a release pin through any sequence of rollout changes', () => {
  it('is kept through random starts, percents, kills, resumes, ramp steps, promotions and rollbacks', () => {
    fc.assert(fc.property(sequenceOf(anyChanges), followSequence), { numRuns: RUNS / 2 });
  }, 60_000);

  it('is kept through releases one after another and rollbacks several deep', () => {
    fc.assert(fc.property(sequenceOf(releasesAndRollbacks), followSequence), { numRuns: RUNS / 2 });
  }, 60_000);
});
