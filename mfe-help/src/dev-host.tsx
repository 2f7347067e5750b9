import '@portal/shared/tokens.css';
import { configureHttp } from '@portal/shared/http';
import { getLanguage, initI18n } from '@portal/shared/i18n';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes';

/** Standalone page for `pnpm --filter mfe-help dev`: this remote's routes without the shell. */
const router = createBrowserRouter([
  {
    path: '/',
    element: (
      <main style={{ maxWidth: 1000, margin: '0 auto', padding: 16 }}>
        <nav style={{ display: 'flex', gap: 16, marginBottom: 16 }}>
          {routes.map((route) => (
            <Link key={route.path} to={route.path ?? '/'}>
              {route.path}
            </Link>
          ))}
        </nav>
        <Outlet />
      </main>
    ),
    HydrateFallback: () => null,
    children: routes,
  },
]);

configureHttp({ navigate: (path) => void router.navigate(path), getLanguage });
void initI18n().then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(<RouterProvider router={router} />);
});
