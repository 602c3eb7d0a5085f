/**
 * The react-router of every page: the one module of it the apps share as a federated
 * singleton, holding only the exports they use. A shared module is built whole (any app
 * might ask for any export), so sharing react-router itself sent every page all of it;
 * this module is tree-shaken to what is listed here.
 *
 * An app that needs another export adds it here and to RELEASES under a new minor version
 * of this package. A page built against an older minor keeps working beside the newer one,
 * which has everything it had; a page needing the new export refuses an older one instead
 * of running without it (the shared rule in @591/mf).
 */

export type * from 'react-router';
export {
  createBrowserRouter,
  data,
  Form,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  NavLink,
  Outlet,
  redirect,
  replace,
  UNSAFE_DataRouterStateContext,
  UNSAFE_LocationContext,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useOutlet,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
// The browser's provider, which renders with react-dom's flushSync.
export { RouterProvider } from 'react-router/dom';
