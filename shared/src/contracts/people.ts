import { Type, type Static } from 'typebox';
import { PROJECTS_PAGE_SIZE } from './limits.ts';
import { ListRequest } from './list-request.ts';

export const Staff = Type.Object({
  id: Type.Integer(),
  firstname: Type.String(),
  lastname: Type.String(),
  title: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
});
export type Staff = Static<typeof Staff>;

/** The about page posts an empty body, which the API reads as `{}`. */
export const StaffSearchRequest = Type.Object({}, { additionalProperties: false });

export const Project = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  category: Type.String(),
  description: Type.String(),
  mainImage: Type.Union([Type.String(), Type.Null()]),
  link: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
export type Project = Static<typeof Project>;

export const ProjectSearchRequest = ListRequest('created_at', {}, PROJECTS_PAGE_SIZE);
export type ProjectSearchRequest = Static<typeof ProjectSearchRequest>;
