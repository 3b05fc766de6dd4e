import {
  Category,
  type ContentLanguage,
  Equipment,
  EquipmentListRequest,
  IdParams,
  LangQuery,
  ListEnvelope,
  Package,
  PackageListRequest,
  Service,
  ServiceListRequest,
  SuccessEnvelope,
} from '@rental/shared/contracts';
import { Type } from 'typebox';
import type { CatalogueCacheSettings } from '../../config.ts';
import { notFound } from '../../http/api-error.ts';
import { sendEncoded } from '../../http/encoded-answer.ts';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { KeptAnswers, keptAnswerSender } from '../../http/kept-answers.ts';
import { listAnswer, pageWindow } from '../../http/pagination.ts';
import { bodyErrors, errorResponses } from '../../http/route-schemas.ts';
import { listCategories } from '../../catalogue-reads/categories-repository.ts';
import { EquipmentListCache } from './equipment-list-cache.ts';
import { equipmentListParams } from '../../catalogue-reads/equipment-list-params.ts';
import { findEquipment, readEquipmentPage } from '../../catalogue-reads/equipments-repository.ts';
import { findPackage, readPackagePage } from './packages-repository.ts';
import { findService, readServicePage } from './services-repository.ts';
import type { SearchMissCounter } from '../../search/search-misses.ts';
import type { SearchMetrics } from '../../metrics/search-metrics.ts';

const detailErrors = errorResponses(400, 404);

/** What the docs say of each kind's translated texts (docs/product.md#language). */
const TRANSLATED = {
  equipment:
    'The description in the language asked (`lang`), or in English where it has none; `languages` says which. Names stay as the company writes them.',
  services:
    'Title and description in the language asked (`lang`), each in English where it has none; `languages` says which.',
  packages:
    'Name and description in the language asked (`lang`), each in English where it has none; `languages` says which. Item names stay as written.',
};

/** The language an answer is in: English unless another is asked. */
const langOf = (asked: { lang?: ContentLanguage }): ContentLanguage => asked.lang ?? 'en';

/** A list request as a kept answer's key: a request without `lang` is the English one. */
const keyOf = (body: { lang?: ContentLanguage }) => JSON.stringify({ ...body, lang: langOf(body) });

export interface CatalogueRoutesOptions {
  /** Keep catalogue answers in memory; `false` reads every answer from the database. */
  cache: CatalogueCacheSettings | false;
  /** Where a search's first page that found nothing is counted. */
  misses: SearchMissCounter;
  /** Where a search's time, and a first page that found nothing, are counted (docs/operations.md#metrics). */
  searches: SearchMetrics;
}

/** A search whose first page found nothing: what operators read to learn which synonym to add. */
const isMiss = (request: EquipmentListRequest, total: number | undefined) =>
  Boolean(request.query) && (request.page ?? 1) === 1 && total === 0;

export async function catalogueRoutes(app: ApiInstance, options: CatalogueRoutesOptions) {
  const cache = options.cache && new EquipmentListCache(app.db, options.cache);
  const kept = options.cache && new KeptAnswers(options.cache);
  const keptAnswer = keptAnswerSender(kept);

  app.get(
    '/get_categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every category with its subcategories',
        response: { 200: SuccessEnvelope(Type.Array(Category)) },
      },
    },
    (request, reply) =>
      keptAnswer(request, reply, 'categories', async () => ({
        status: 1 as const,
        data: await listCategories(app.db),
      })),
  );

  app.post(
    '/equipments/list',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One page of equipment, searched, filtered and sorted',
        description: TRANSLATED.equipment,
        body: EquipmentListRequest,
        response: { 200: ListEnvelope(Equipment), ...bodyErrors },
      },
    },
    (request, reply) => {
      const missed = (total: number | undefined) => {
        if (!isMiss(request.body, total)) return;
        options.misses.record(request.body.query!);
        options.searches.nothingFound();
      };
      const answer = async () => {
        if (!cache) {
          const params = equipmentListParams(request.body);
          const page = await readEquipmentPage(app.db, params);
          missed(page.total);
          return listAnswer(page, params.window);
        }
        // Kept as the text this route's serializer wrote and its compressed forms, so a kept answer is sent
        // without serializing or compressing it again.
        const kept = await cache.list(request.body, (result) => String(reply.serialize(result)));
        missed(cache.totalOf(request.body));
        return sendEncoded(request, reply, kept);
      };
      return request.body.query ? options.searches.timed('list', answer) : answer();
    },
  );

  app.get(
    '/equipments/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One equipment item with its subcategory and category',
        description: TRANSLATED.equipment,
        params: IdParams,
        querystring: LangQuery,
        response: { 200: SuccessEnvelope(Equipment), ...detailErrors },
      },
    },
    (request, reply) =>
      keptAnswer(request, reply, `equipment:${request.params.id}:${langOf(request.query)}`, async () => {
        const equipment = await findEquipment(app.db, request.params.id, langOf(request.query));
        if (!equipment) throw notFound('equipment', request.params.id);
        return { status: 1 as const, data: equipment };
      }),
  );

  app.post(
    '/services/list',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One page of services',
        description: TRANSLATED.services,
        body: ServiceListRequest,
        response: { 200: ListEnvelope(Service), ...bodyErrors },
      },
    },
    (request, reply) =>
      keptAnswer(request, reply, `services:${keyOf(request.body)}`, async () => {
        const window = pageWindow(request.body);
        return listAnswer(await readServicePage(app.db, request.body, window), window);
      }),
  );

  app.get(
    '/services/:id/show',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One service',
        description: TRANSLATED.services,
        params: IdParams,
        querystring: LangQuery,
        response: { 200: SuccessEnvelope(Service), ...detailErrors },
      },
    },
    (request, reply) =>
      keptAnswer(request, reply, `service:${request.params.id}:${langOf(request.query)}`, async () => {
        const service = await findService(app.db, request.params.id, langOf(request.query));
        if (!service) throw notFound('service', request.params.id);
        return { status: 1 as const, data: service };
      }),
  );

  app.post(
    '/packages/list',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One page of packages with their items',
        description: TRANSLATED.packages,
        body: PackageListRequest,
        response: { 200: ListEnvelope(Package), ...bodyErrors },
      },
    },
    (request, reply) =>
      keptAnswer(request, reply, `packages:${keyOf(request.body)}`, async () => {
        const window = pageWindow(request.body);
        return listAnswer(await readPackagePage(app.db, request.body, window), window);
      }),
  );

  app.get(
    '/packages/:id/show',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One package with every item',
        description: TRANSLATED.packages,
        params: IdParams,
        querystring: LangQuery,
        response: { 200: SuccessEnvelope(Package), ...detailErrors },
      },
    },
    (request, reply) =>
      keptAnswer(request, reply, `package:${request.params.id}:${langOf(request.query)}`, async () => {
        const pkg = await findPackage(app.db, request.params.id, langOf(request.query));
        if (!pkg) throw notFound('package', request.params.id);
        return { status: 1 as const, data: pkg };
      }),
  );
}
