import {
  ListEnvelope,
  PROJECTS_PAGE_SIZE,
  Project,
  ProjectSearchRequest,
  Staff,
  StaffSearchRequest,
  SuccessEnvelope,
} from '@rental/shared/contracts';
import { Type } from 'typebox';
import type { CatalogueCacheSettings } from '../../config.ts';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { KeptAnswers, keptAnswerSender } from '../../http/kept-answers.ts';
import { listAnswer, pageWindow } from '../../http/pagination.ts';
import { bodyErrors } from '../../http/route-schemas.ts';
import { readProjectPage } from './projects-repository.ts';
import { listStaff } from './staff-repository.ts';

interface PeopleRoutesOptions {
  /** Keep answers in memory; `false` reads every answer from the database. */
  cache: CatalogueCacheSettings | false;
}

export async function peopleRoutes(app: ApiInstance, options: PeopleRoutesOptions) {
  const keptAnswer = keptAnswerSender(options.cache && new KeptAnswers(options.cache));

  app.post(
    '/users/search',
    {
      schema: {
        tags: ['company'],
        summary: 'The team shown on the about page',
        description:
          'Each job title in the language asked (`lang`), or in English where it has none; `languages` says which.',
        body: StaffSearchRequest,
        response: { 200: SuccessEnvelope(Type.Array(Staff)), ...bodyErrors },
      },
    },
    (request, reply) =>
      keptAnswer(request, reply, `staff:${request.body.lang ?? 'en'}`, async () => ({
        status: 1 as const,
        data: await listStaff(app.db, request.body.lang ?? 'en'),
      })),
  );

  app.post(
    '/projects/search',
    {
      schema: {
        tags: ['company'],
        summary: 'Latest projects, newest first by default',
        description:
          'Each category and description in the language asked (`lang`), or in English where it has none; `languages` says which.',
        body: ProjectSearchRequest,
        response: { 200: ListEnvelope(Project), ...bodyErrors },
      },
    },
    (request, reply) =>
      keptAnswer(
        request,
        reply,
        `projects:${JSON.stringify({ ...request.body, lang: request.body.lang ?? 'en' })}`,
        async () => {
          const window = pageWindow(request.body, PROJECTS_PAGE_SIZE);
          return listAnswer(await readProjectPage(app.db, request.body, window), window);
        },
      ),
  );
}
