import { Type, type Static } from 'typebox';
import { PROJECTS_PAGE_SIZE } from './limits.ts';
import { ContentLanguage, FieldLanguages, langField } from './content-language.ts';
import { ListRequest } from './list-request.ts';

export const Staff = Type.Object({
  id: Type.Integer(),
  firstname: Type.String(),
  lastname: Type.String(),
  title: Type.String(),
  languages: FieldLanguages({ title: ContentLanguage }),
  avatar: Type.Union([Type.String(), Type.Null()]),
});
export type Staff = Static<typeof Staff>;

/** The about page posts its language, or an empty body, which the API reads as `{}` (English). */
export const StaffSearchRequest = Type.Object({ lang: langField() }, { additionalProperties: false });
export type StaffSearchRequest = Static<typeof StaffSearchRequest>;

export const Project = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  category: Type.String(),
  description: Type.String(),
  languages: FieldLanguages({ category: ContentLanguage, description: ContentLanguage }),
  mainImage: Type.Union([Type.String(), Type.Null()]),
  link: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
export type Project = Static<typeof Project>;

export const ProjectSearchRequest = ListRequest('created_at', {}, PROJECTS_PAGE_SIZE);
export type ProjectSearchRequest = Static<typeof ProjectSearchRequest>;
