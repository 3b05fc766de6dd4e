import { readFileSync } from 'node:fs';
import type { Language } from '@rental/shared/contracts';

/** A query a visitor would type, with the equipment a person judged relevant to it. */
export interface JudgedQuery {
  query: string;
  language: Language;
  kind: string;
  relevant: number[];
}

/**
 * The relevance set (relevance-set.json): queries in the four languages (plain words, plurals, typos,
 * model numbers, phrases, the spec's wildcard pattern), each judged against the seed catalogue by a
 * person, not by a search engine (docs/decisions/020-search-relevance.md).
 */
export function readRelevanceSet(): JudgedQuery[] {
  const file = new URL('./relevance-set.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { queries: JudgedQuery[] }).queries;
}

/** The results a search gave for one query, the first page of them in order. */
export interface QueryOutcome {
  judged: JudgedQuery;
  found: number[];
  total: number;
}

export interface RelevanceFigures {
  queries: number;
  /** Share of queries with a relevant item in their first five results. */
  successAt5: number;
  /** Mean share of the relevant items in the first page of 20 (of at most 20 relevant). */
  recallAt20: number;
  /** Queries that found nothing at all. */
  empty: QueryOutcome[];
  /** Queries with no relevant item in their first five. */
  missedAt5: QueryOutcome[];
}

export const recallOf = ({ judged, found }: QueryOutcome): number => {
  const top = new Set(found.slice(0, 20));
  const hits = judged.relevant.filter((id) => top.has(id)).length;
  return hits / Math.min(judged.relevant.length, 20);
};

const succeedsAt5 = ({ judged, found }: QueryOutcome) =>
  found.slice(0, 5).some((id) => judged.relevant.includes(id));

/** success@5 and recall@20 over the set's outcomes. */
export function relevanceFigures(outcomes: QueryOutcome[]): RelevanceFigures {
  const count = outcomes.length;
  return {
    queries: count,
    successAt5: outcomes.filter(succeedsAt5).length / count,
    recallAt20: outcomes.reduce((sum, outcome) => sum + recallOf(outcome), 0) / count,
    empty: outcomes.filter((outcome) => outcome.total === 0),
    missedAt5: outcomes.filter((outcome) => !succeedsAt5(outcome)),
  };
}

/** The targets of docs/decisions/020-search-relevance.md. */
export const RELEVANCE_TARGETS = { successAt5: 0.95, recallAt20: 0.85 };

/** Runs every query through `search` (the list call, as a visitor's browser makes it). */
export async function runRelevanceSet(
  search: (query: string) => Promise<{ ids: number[]; total: number }>,
  set: JudgedQuery[] = readRelevanceSet(),
): Promise<QueryOutcome[]> {
  const outcomes: QueryOutcome[] = [];
  for (const judged of set) {
    const { ids, total } = await search(judged.query);
    outcomes.push({ judged, found: ids, total });
  }
  return outcomes;
}
