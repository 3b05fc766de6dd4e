import {
  OPS_TOKEN_HEADER,
  SearchMiss,
  SearchSuggestions,
  SuccessEnvelope,
  SuggestionsQuery,
} from '@rental/shared/contracts';
import { searchKey } from '@rental/shared/search/search-words.ts';
import { Type } from 'typebox';
import type { CatalogueCacheSettings } from '../../config.ts';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { KeptAnswers, keptAnswerSender } from '../../http/kept-answers.ts';
import { requireOpsAccess } from '../../ops-access/ops-access.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import type { SearchMetrics } from '../../metrics/search-metrics.ts';
import { readSearchMisses, type SearchMissCounter } from '../../search/search-misses.ts';
import { readSuggestions } from './search-suggestions.ts';

export interface SearchRoutesOptions {
  cache: CatalogueCacheSettings | false;
  misses: SearchMissCounter;
  searches: SearchMetrics;
  opsToken: string | undefined;
}

/** The search beyond the lists (docs/decisions/020-search-relevance.md): suggestions, and what found nothing. */
export async function searchRoutes(app: ApiInstance, options: SearchRoutesOptions) {
  const keptAnswer = keptAnswerSender(options.cache && new KeptAnswers(options.cache));

  app.get(
    '/search/suggestions',
    {
      schema: {
        tags: ['search'],
        summary:
          'What the header suggests as the visitor types: the best equipment, categories, services and packages',
        querystring: SuggestionsQuery,
        response: { 200: SuccessEnvelope(SearchSuggestions), ...errorResponses(400) },
      },
    },
    (request, reply) => {
      const language = request.query.lang ?? 'en';
      return options.searches.timed('suggestions', () =>
        keptAnswer(request, reply, `suggestions:${language}:${searchKey(request.query.query)}`, async () => ({
          status: 1 as const,
          data: await readSuggestions(app.db, request.query.query, language),
        })),
      );
    },
  );

  app.get(
    '/ops/search-misses',
    {
      schema: {
        tags: ['operations'],
        summary: `Searches that found nothing, most searched first (needs the ${OPS_TOKEN_HEADER} header)`,
        querystring: Type.Object(
          { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })) },
          { additionalProperties: false },
        ),
        response: { 200: SuccessEnvelope(Type.Array(SearchMiss)), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await requireOpsAccess(app.db, options.opsToken, request, 'The search figures');
      // What this instance counted since its last flush is in the answer too.
      await options.misses.flush();
      return { status: 1 as const, data: await readSearchMisses(app.db, request.query.limit ?? 100) };
    },
  );
}
