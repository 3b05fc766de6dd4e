/**
 * The router API of the site. Apps import it from here (`@rental/shared/routes/router.ts`), never from
 * react-router-dom: this module is a federated singleton, so every remote uses the shell's router and its
 * context (an ESLint rule keeps it so). The site runs React Router's data mode: each page's data comes
 * from its route's loader, on the server for the first page and in the browser after (docs/decisions/015).
 */
export {
  createBrowserRouter,
  data,
  Link,
  matchRoutes,
  NavLink,
  Outlet,
  RouterProvider,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
