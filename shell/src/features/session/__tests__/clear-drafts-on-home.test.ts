import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clearDraftsOnHome } from '../clear-drafts-on-home';

const routes = [
  { path: '/', element: null },
  { path: '/transport-services/step-2', element: null },
];

describe('drafts and the home page', () => {
  it('clears booking drafts when the user arrives home, not elsewhere', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/transport-services/step-2'] });
    clearDraftsOnHome(router);
    window.sessionStorage.setItem('SPONE', '{"step":2}');
    window.sessionStorage.setItem('draft:transport', '{}');
    await router.navigate('/transport-services/step-2?again=1');
    expect(window.sessionStorage.getItem('SPONE')).not.toBeNull();
    await router.navigate('/');
    expect(window.sessionStorage.getItem('SPONE')).toBeNull();
    expect(window.sessionStorage.getItem('draft:transport')).toBeNull();
  });

  it('keeps them on the return from 3-D Secure (?paymentId=)', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/transport-services/step-2'] });
    clearDraftsOnHome(router);
    window.sessionStorage.setItem('SPONE', '{"step":4}');
    await router.navigate('/?paymentId=p-1');
    expect(window.sessionStorage.getItem('SPONE')).not.toBeNull();
    // The return then replaces its address with a marked `/`: still not an abandoned booking.
    await router.navigate('/', { replace: true, state: { paymentReturn: true } });
    expect(window.sessionStorage.getItem('SPONE')).not.toBeNull();
    await router.navigate('/');
    expect(window.sessionStorage.getItem('SPONE')).toBeNull();
  });
});
