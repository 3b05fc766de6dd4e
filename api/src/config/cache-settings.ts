import { Type } from 'typebox';
import { readSettings } from './read-settings.ts';
import { count } from './setting-types.ts';

const MB = 1024 * 1024;
/** An hour: past that, a re-seed by another process would go unseen for too long. */
const MAX_CATALOGUE_CACHE_SECONDS = 3600;
/** More than an instance's whole memory: a bound past it is a typo. */
const MAX_PAGE_CACHE_BYTES = 4096 * MB;
const DAY_SECONDS = 24 * 60 * 60;
/** Memory the kept catalogue answers may take. */
const CATALOGUE_CACHE_BYTES = 32 * MB;

/** The answers and pages kept in memory, and how long shared caches may keep pages. */
export const cacheSchema = Type.Object({
  CATALOGUE_CACHE_SECONDS: count(MAX_CATALOGUE_CACHE_SECONDS, 30),
  PAGE_CACHE_MAX_BYTES: count(MAX_PAGE_CACHE_BYTES, 64 * MB),
  PAGE_CACHE_S_MAXAGE: count(DAY_SECONDS, 60),
  PAGE_CACHE_STALE_WHILE_REVALIDATE: count(DAY_SECONDS, 300),
});

export interface CatalogueCacheSettings {
  /**
   * How long an answer is kept (CATALOGUE_CACHE_SECONDS). The seed of this process drops every answer at
   * once; this bounds how stale an answer can be after another process re-seeds a PostgreSQL database this
   * one shares.
   */
  ttlSeconds: number;
  /** Memory the kept answers may take, their text and its compressed forms; the least recently used go first. */
  maxBytes: number;
}

/**
 * Shared page answers: how long a shared cache may keep them (the Cache-Control the page is sent with), and
 * the origin cache in front of the render (docs/operations.md#page-cache).
 */
export interface PageCacheSettings {
  /** Memory the origin cache's pages may take (PAGE_CACHE_MAX_BYTES); 0 keeps none and renders every page. */
  maxBytes: number;
  /** How long a shared answer is fresh, here and in a shared cache (PAGE_CACHE_S_MAXAGE). */
  sMaxAgeSeconds: number;
  /** How long past that it is still sent while one render refreshes it (PAGE_CACHE_STALE_WHILE_REVALIDATE). */
  staleWhileRevalidateSeconds: number;
}

export interface CacheSettings {
  /** `false` (CATALOGUE_CACHE_SECONDS=0) reads every answer from the database. */
  catalogueCache: CatalogueCacheSettings | false;
  pageCache: PageCacheSettings;
}

export function readCacheSettings(env: NodeJS.ProcessEnv): CacheSettings {
  const settings = readSettings(cacheSchema, env);
  return {
    catalogueCache: settings.CATALOGUE_CACHE_SECONDS > 0 && {
      ttlSeconds: settings.CATALOGUE_CACHE_SECONDS,
      maxBytes: CATALOGUE_CACHE_BYTES,
    },
    pageCache: {
      maxBytes: settings.PAGE_CACHE_MAX_BYTES,
      sMaxAgeSeconds: settings.PAGE_CACHE_S_MAXAGE,
      staleWhileRevalidateSeconds: settings.PAGE_CACHE_STALE_WHILE_REVALIDATE,
    },
  };
}
