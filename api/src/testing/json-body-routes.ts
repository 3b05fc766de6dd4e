/** The routes that take a JSON body from the site's pages: lists, searches and the two forms. */
export const JSON_BODY_ROUTES = [
  '/api/v1/equipments/list',
  '/api/v1/services/list',
  '/api/v1/packages/list',
  '/api/v1/projects/search',
  '/api/v1/users/search',
  '/api/v1/requests',
  '/api/v1/contact',
];
