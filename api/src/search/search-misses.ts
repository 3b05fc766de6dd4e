import { desc, sql } from 'drizzle-orm';
import type { SearchMiss } from '@rental/shared/contracts';
import { searchKey } from '@rental/shared/search/search-words.ts';
import type { Database } from '../db/database.ts';
import { searchMisses } from '../db/schema.ts';

/** Distinct queries one flush writes at most: a flood of random words costs one bounded statement. */
const MAX_PENDING = 1_000;
/** Distinct queries kept at most: past it the rarest and oldest go, so the table never grows unbounded. */
export const MAX_KEPT_MISSES = 10_000;

type Miss = typeof searchMisses.$inferSelect;

/**
 * Searches that found nothing, counted per query (its folded words, nothing about who searched). Counts
 * gather in memory and are added to the table every few seconds in one statement, so a search costs no
 * write of its own; instances sharing a database add to the same rows.
 */
export class SearchMissCounter {
  readonly #db: Database;
  readonly #pending = new Map<string, { searches: number; firstAt: Date; lastAt: Date }>();
  readonly #timer: NodeJS.Timeout;
  #flushing: Promise<void> = Promise.resolve();

  constructor(db: Database, flushEveryMs: number) {
    this.#db = db;
    this.#timer = setInterval(() => void this.flush().catch(() => {}), flushEveryMs);
    this.#timer.unref();
  }

  record(query: string, at = new Date()): void {
    const key = searchKey(query);
    if (key) this.#count({ query: key, searches: 1, firstAt: at, lastAt: at });
  }

  #count({ query, searches, firstAt, lastAt }: Miss) {
    const pending = this.#pending.get(query);
    if (pending) {
      pending.searches += searches;
      pending.firstAt = firstAt < pending.firstAt ? firstAt : pending.firstAt;
      pending.lastAt = lastAt > pending.lastAt ? lastAt : pending.lastAt;
    } else if (this.#pending.size < MAX_PENDING) this.#pending.set(query, { searches, firstAt, lastAt });
  }

  /** Adds what was counted since the last flush to the table (one flush at a time). */
  flush(): Promise<void> {
    const flushing = this.#flushing.catch(() => {}).then(() => this.#writePending());
    this.#flushing = flushing;
    return flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }

  async #writePending() {
    if (this.#pending.size === 0) return;
    const rows = [...this.#pending].map(([query, counted]) => ({ query, ...counted }));
    this.#pending.clear();
    try {
      await this.#write(rows);
    } catch (error) {
      // The database is away: the counts wait for the next flush.
      rows.forEach((row) => this.#count(row));
      throw error;
    }
  }

  async #write(rows: Miss[]) {
    await this.#db
      .insert(searchMisses)
      .values(rows)
      .onConflictDoUpdate({
        target: searchMisses.query,
        set: {
          searches: sql`${searchMisses.searches} + excluded.searches`,
          lastAt: sql`greatest(${searchMisses.lastAt}, excluded.last_at)`,
        },
      });
    await this.#db.execute(sql`
      DELETE FROM search_misses WHERE query IN (
        SELECT query FROM search_misses ORDER BY searches DESC, last_at DESC OFFSET ${MAX_KEPT_MISSES})`);
  }
}

/** The most searched queries that found nothing, most searches first. */
export async function readSearchMisses(db: Database, limit: number): Promise<SearchMiss[]> {
  const rows = await db
    .select()
    .from(searchMisses)
    .orderBy(desc(searchMisses.searches), desc(searchMisses.lastAt), searchMisses.query)
    .limit(limit);
  return rows.map((row) => ({
    query: row.query,
    searches: row.searches,
    first_at: row.firstAt.toISOString(),
    last_at: row.lastAt.toISOString(),
  }));
}
