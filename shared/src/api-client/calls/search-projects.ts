import type { ListResult } from '../../contracts/envelope.ts';
import { PROJECTS_PAGE_SIZE } from '../../contracts/limits.ts';
import type { Project } from '../../contracts/people.ts';
import type { Language } from '../../contracts/vocabulary.ts';
import { send } from '../http-client.ts';

/** The latest projects, newest first (limit 6, created_at descending), their texts in `lang`. */
export const searchLatestProjects = (lang: Language, limit = PROJECTS_PAGE_SIZE) =>
  send<ListResult<Project>>({
    method: 'POST',
    url: '/projects/search',
    data: { limit, order_by: { created_at: 'desc' }, lang },
  });
