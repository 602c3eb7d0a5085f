/**
 * What each version of this package exports, oldest first: a minor version only adds, so a
 * page built against any earlier one finds everything it imports in a later one.
 */
export const RELEASES: Record<string, readonly string[]> = {
  '1.0.0': [
    'Form',
    'Link',
    'NavLink',
    'Outlet',
    'RouterProvider',
    'UNSAFE_DataRouterStateContext',
    'UNSAFE_LocationContext',
    'createBrowserRouter',
    'data',
    'isRouteErrorResponse',
    'matchRoutes',
    'redirect',
    'replace',
    'useLoaderData',
    'useLocation',
    'useMatches',
    'useNavigate',
    'useNavigation',
    'useOutlet',
    'useParams',
    'useRouteError',
    'useSearchParams',
  ],
};
