import { Redis } from 'ioredis';

const serverUrl = process.env.TEST_REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
/** One of Redis's logical databases 1–15, this run's: database 0 is the other test suites'. */
const database = 1 + (process.pid % 15);

/**
 * The machine's Redis, in a logical database emptied for this run. Every container's client is
 * 127.0.0.1, one address for the per-client form limits, which count for ten minutes: what an earlier
 * run on this machine counted must not refuse this run's quote requests.
 */
export const fleetRedisUrl = `${serverUrl.replace(/\/\d*$/, '')}/${database}`;

export async function emptyFleetRedis(): Promise<void> {
  const redis = new Redis(fleetRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}
