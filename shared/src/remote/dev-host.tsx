import { configureHttp } from '@portal/shared/http';
import { getLanguage, initI18n } from '@portal/shared/i18n';
import { useDialogStore } from '@portal/shared/stores';
import { Button, Dialog } from '@portal/shared/ui';
import { createBrowserRouter, Link, Outlet, type RouteObject } from 'react-router';

export interface DevHostOptions {
  /** Where the page renders; default `#root` (the page the build factory generates). */
  container?: HTMLElement;
}

/** Store dialogs get plain buttons in the dev host, so that requests waiting on them can finish. */
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

const NoFallback = () => null;

/** The dev host's router: a link to each of the remote's routes over the current one. */
export function createDevHostRouter(routes: RouteObject[]) {
  return createBrowserRouter([
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
      HydrateFallback: NoFallback,
      children: routes,
    },
  ]);
}

/**
 * Standalone page for `pnpm --filter mfe-x dev`: a remote's routes without the shell (no header,
 * guards or registry). The remote's dev-host.tsx imports the design tokens and calls this.
 */
export async function startDevHost(routes: RouteObject[], options: DevHostOptions = {}) {
  const router = createDevHostRouter(routes);
  configureHttp({ navigate: (path) => void router.navigate(path), getLanguage });
  // Loaded here, not at the top: production remotes load this module but never render a root.
  const [{ createRoot }, { RouterProvider }] = await Promise.all([
    import('react-dom/client'),
    import('react-router/dom'),
    initI18n(),
  ]);
  const container = options.container ?? (document.getElementById('root') as HTMLElement);
  createRoot(container).render(<RouterProvider router={router} />);
  return router;
}
