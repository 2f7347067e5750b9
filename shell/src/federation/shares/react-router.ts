// What the host offers the remotes of react-router: only the names the portal imports (a test
// checks every app's imports against this list), so the package's server, RSC and cookie code
// stays out of the page.
export {
  createBrowserRouter,
  createMemoryRouter,
  generatePath,
  isRouteErrorResponse,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  redirect,
  ScrollRestoration,
  useBlocker,
  useLocation,
  useMatches,
  useNavigate,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
