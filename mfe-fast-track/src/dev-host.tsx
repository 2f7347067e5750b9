import '@portal/shared/tokens.css';
import { configureHttp } from '@portal/shared/http';
import { getLanguage, initI18n } from '@portal/shared/i18n';
import { useDialogStore } from '@portal/shared/stores';
import { Button, Dialog } from '@portal/shared/ui';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes';

/**
 * Standalone page for `pnpm --filter mfe-fast-track dev`: this remote's routes without the shell (no
 * header, guards or registry). Store dialogs get plain buttons so that requests can finish.
 */
function DevDialogs() {
  const dialogs = useDialogStore((s) => s.dialogs);
  const closeDialog = useDialogStore((s) => s.closeDialog);
  return dialogs.map(({ id, request }) => (
    <Dialog
      key={id}
      open
      title={'title' in request && request.title ? request.title : request.kind}
      onClose={() => closeDialog(id, 'close')}
      actions={
        <>
          <Button variant="secondary" onClick={() => closeDialog(id, 'close')}>
            Close
          </Button>
          <Button onClick={() => closeDialog(id, 'confirm')}>Confirm</Button>
        </>
      }
    >
      {'message' in request ? request.message : null}
    </Dialog>
  ));
}

const router = createBrowserRouter([
  {
    path: '/',
    element: (
      <main style={{ maxWidth: 1000, margin: '0 auto', padding: 16 }}>
        <nav style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginBottom: 16 }}>
          {routes.map((route) => (
            <Link key={route.path} to={route.path ?? '/'}>
              {route.path}
            </Link>
          ))}
        </nav>
        <Outlet />
        <DevDialogs />
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
