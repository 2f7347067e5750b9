import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../routes';

/** Where the remote's route table sends `path` (loaders only; nothing rendered). */
const landing = async (path: string) => {
  const router = createMemoryRouter(
    [
      ...routes.filter((route) => route.path !== '/transport-services'),
      { path: '/', element: null },
      { path: '/transport-services/step-1', element: null },
      { path: '/account/bookings/list', element: null },
    ],
    { initialEntries: [path] },
  );
  await router.initialize();
  await new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') resolve();
    const stop = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        stop();
        resolve();
      }
    });
  });
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
};

describe('transport entry routes without content of their own', () => {
  it('/choose goes to the home page, where the service tiles are', async () => {
    expect(await landing('/choose')).toBe('/');
  });

  it('/prebooking starts a transport booking, keeping the query', async () => {
    expect(await landing('/prebooking?currentType=1&isWhat=0')).toBe(
      '/transport-services/step-1?currentType=1&isWhat=0',
    );
  });

  it("/result shows the user's bookings", async () => {
    expect(await landing('/result')).toBe('/account/bookings/list');
  });
});
