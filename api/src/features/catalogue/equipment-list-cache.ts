import { LRUCache } from 'lru-cache';
import type { Equipment, EquipmentListRequest, ListResult } from '@rental/shared/contracts';
import type { CatalogueCacheSettings } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { EncodedAnswer } from '../../http/encoded-answer.ts';
import { KeptAnswers } from '../../http/kept-answers.ts';
import { listAnswer } from '../../http/pagination.ts';
import {
  equipmentListParams,
  type EquipmentListParams,
} from '../../catalogue-reads/equipment-list-params.ts';
import { readEquipmentPage } from '../../catalogue-reads/equipments-repository.ts';

/** Totals are one number under a short key each: this many take well under a megabyte. */
const MAX_TOTALS = 10_000;

const filterKey = ({ filter }: EquipmentListParams) =>
  JSON.stringify([filter.search, filter.subcategoryId, filter.categoryId]);

const pageKey = ({ filter, direction, window, language }: EquipmentListParams) =>
  JSON.stringify([
    filter.search,
    filter.subcategoryId,
    filter.categoryId,
    direction,
    window.limit,
    window.page,
    language,
  ]);

/**
 * Equipment list answers kept in memory (KeptAnswers): each page's
 * answer as the JSON text the route sends and that text compressed, under every parameter that decides it, and each filter's
 * total of matches, so that the other pages of a filter skip the count. Requests for a page that is being
 * read wait for that one read.
 */
export class EquipmentListCache {
  readonly #db: Database;
  readonly #answers: KeptAnswers;
  readonly #totals: LRUCache<string, number>;

  constructor(db: Database, options: CatalogueCacheSettings) {
    this.#db = db;
    this.#totals = new LRUCache({ ttl: options.ttlSeconds * 1000, max: MAX_TOTALS });
    this.#answers = new KeptAnswers(options, () => this.#totals.clear());
  }

  /** Memory the kept answers take, in bytes (counted as `maxBytes` is). */
  get bytes(): number {
    return this.#answers.bytes;
  }

  /** The total of matches of a request's filter, when it is kept. */
  totalOf(request: EquipmentListRequest): number | undefined {
    return this.#totals.get(filterKey(equipmentListParams(request)));
  }

  /** The answer to a list request, written by `serialize` when it is read from the database. */
  async list(
    request: EquipmentListRequest,
    serialize: (answer: ListResult<Equipment>) => string,
  ): Promise<EncodedAnswer> {
    const readIn = this.#answers.version;
    const params = equipmentListParams(request);
    const totalKey = filterKey(params);
    const knownTotal = this.#totals.get(totalKey);
    return this.#answers.answer(
      pageKey(params),
      async () => {
        const page = await readEquipmentPage(this.#db, params, knownTotal);
        if (knownTotal === undefined && readIn === this.#answers.version)
          this.#totals.set(totalKey, page.total);
        return serialize(listAnswer(page, params.window));
      },
      // A page read with a kept total is no fresher than that total.
      knownTotal === undefined ? undefined : Math.max(1, this.#totals.getRemainingTTL(totalKey)),
    );
  }
}
