import { LRUCache } from 'lru-cache';
import type { Equipment, EquipmentListRequest, ListResult } from '@rental/shared/contracts';
import type { Database } from '../../db/database.ts';
import { encodeAnswer, encodedAnswerBytes, type EncodedAnswer } from '../../http/encoded-answer.ts';
import { catalogueVersion } from './catalogue-version.ts';
import { equipmentListParams, type EquipmentListParams } from './equipment-list-params.ts';
import { equipmentListAnswer, readEquipmentPage } from './equipments-repository.ts';

export interface CatalogueCacheOptions {
  /**
   * How long an answer is kept. The seed of this process drops every answer at once; this bounds how
   * stale an answer can be after another process re-seeds a PostgreSQL database this one shares.
   */
  ttlSeconds: number;
  /** Memory the kept answers may take, their text and its compressed forms; the least recently used go first. */
  maxBytes: number;
}

export const DEFAULT_CATALOGUE_CACHE: CatalogueCacheOptions = { ttlSeconds: 30, maxBytes: 32 * 1024 * 1024 };

/** Totals are one number under a short key each: this many take well under a megabyte. */
const MAX_TOTALS = 10_000;

const filterKey = ({ filter }: EquipmentListParams) =>
  JSON.stringify([filter.pattern, filter.subcategoryId, filter.categoryId]);

const pageKey = ({ filter, direction, window }: EquipmentListParams) =>
  JSON.stringify([
    filter.pattern,
    filter.subcategoryId,
    filter.categoryId,
    direction,
    window.limit,
    window.page,
  ]);

/**
 * Equipment list answers kept in memory (issue 8), for a catalogue that only the seed writes: each page's
 * answer as the JSON text the route sends and that text compressed, under every parameter that decides it, and each filter's
 * total of matches, so that the other pages of a filter skip the count. Requests for a page that is being
 * read wait for that one read.
 */
export class EquipmentListCache {
  readonly #db: Database;
  readonly #answers: LRUCache<string, EncodedAnswer, () => Promise<EncodedAnswer>>;
  readonly #totals: LRUCache<string, number>;
  #version = catalogueVersion();

  constructor(db: Database, options: CatalogueCacheOptions) {
    const ttl = options.ttlSeconds * 1000;
    this.#db = db;
    this.#answers = new LRUCache({
      ttl,
      maxSize: options.maxBytes,
      sizeCalculation: (answer, key) => key.length * 2 + encodedAnswerBytes(answer),
      fetchMethod: (_key, _stale, { context }) => context(),
      // A read under way when the catalogue changes still answers its requests, but is not kept.
      ignoreFetchAbort: true,
    });
    this.#totals = new LRUCache({ ttl, max: MAX_TOTALS });
  }

  /** Memory the kept answers take, in bytes (counted as `maxBytes` is). */
  get bytes(): number {
    return this.#answers.calculatedSize;
  }

  /** The answer to a list request, written by `serialize` when it is read from the database. */
  async list(
    request: EquipmentListRequest,
    serialize: (answer: ListResult<Equipment>) => string,
  ): Promise<EncodedAnswer> {
    this.#dropIfCatalogueChanged();
    const params = equipmentListParams(request);
    const totalKey = filterKey(params);
    const knownTotal = this.#totals.get(totalKey);
    const readIn = this.#version;
    return this.#answers.forceFetch(pageKey(params), {
      context: async () => {
        const page = await readEquipmentPage(this.#db, params, knownTotal);
        if (knownTotal === undefined && readIn === catalogueVersion()) this.#totals.set(totalKey, page.total);
        return encodeAnswer(serialize(equipmentListAnswer(params, page)));
      },
      // A page read with a kept total is no fresher than that total.
      ...(knownTotal === undefined ? {} : { ttl: Math.max(1, this.#totals.getRemainingTTL(totalKey)) }),
    });
  }

  #dropIfCatalogueChanged() {
    const version = catalogueVersion();
    if (version === this.#version) return;
    this.#answers.clear();
    this.#totals.clear();
    this.#version = version;
  }
}
