/**
 * The router API of the site. Apps import it from here (`@rental/shared/routes/router.ts`), never from
 * react-router-dom: this module is a federated singleton, so every remote uses the shell's router and its
 * context, while the shell bundles only the parts of react-router the site uses instead of sharing the
 * whole package (issue 8; an ESLint rule keeps it so).
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
