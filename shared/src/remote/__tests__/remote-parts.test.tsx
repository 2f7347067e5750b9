import { i18n, initI18n, loadNamespaces } from '@portal/shared/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ComingSoonPage, lazyPageFor, RouteError, WizardLayout, type WizardStepDef } from '../index';

const steps: readonly WizardStepDef[] = [
  {
    path: 'step-1',
    titleKey: (search) => (search.get('channel') ? 'signUp.steps.activation' : 'signUp.steps.verification'),
  },
  { path: 'step-2', titleKey: 'signUp.steps.details' },
];

const Screen = () => null;

describe('@portal/shared/remote', () => {
  beforeAll(async () => {
    await initI18n();
    await i18n.changeLanguage('en-US');
  });

  it('lazyPage loads the screen and the namespace together', async () => {
    const lazy = lazyPageFor('fastTrack')(
      async () => ({ Screen }),
      (m) => m.Screen,
    );
    const result = await lazy();
    expect(result.Component).toBe(Screen);
    expect(i18n.hasResourceBundle('en-US', 'fastTrack')).toBe(true);
  });

  it('ComingSoonPage titles itself from the remote namespace', async () => {
    await loadNamespaces('auth');
    render(<ComingSoonPage namespace="auth" titleKey="login.title" />);
    expect(screen.getByText('Log In')).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('RouteError offers a retry', () => {
    render(<RouteError />);
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('WizardLayout shows the steps over the current screen and goes back keeping the query', async () => {
    await loadNamespaces('auth');
    const router = createMemoryRouter(
      [
        {
          path: '/sign-up',
          element: <WizardLayout namespace="auth" steps={steps} labelKey="signUp.progress" />,
          children: [
            { path: 'step-1', element: <p>first</p> },
            { path: 'step-2', element: <p>second</p> },
          ],
        },
      ],
      { initialEntries: ['/sign-up/step-2?channel=activation'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('navigation', { name: 'Sign-up progress' })).toBeInTheDocument();
    expect(screen.getByText('second')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Activation/ }));
    expect(router.state.location.pathname).toBe('/sign-up/step-1');
    expect(router.state.location.search).toBe('?channel=activation');
    expect(screen.getByText('first')).toBeInTheDocument();
  });

  it('WizardLayout shows another step as current where a step says so (a payment not completed)', async () => {
    await loadNamespaces('auth');
    const shownAt = (search: URLSearchParams) => search.get('show') ?? undefined;
    const layoutAt = (entry: string) =>
      createMemoryRouter(
        [
          {
            path: '/sign-up',
            element: (
              <WizardLayout
                namespace="auth"
                steps={[...steps, { path: 'succ', titleKey: 'signUp.steps.password', progressAt: shownAt }]}
                labelKey="signUp.progress"
              />
            ),
            children: [{ path: 'succ', element: <p>last</p> }],
          },
        ],
        { initialEntries: [entry] },
      );
    const current = () =>
      screen.getByRole('navigation', { name: 'Sign-up progress' }).querySelector('[aria-current="step"]');

    const view = render(<RouterProvider router={layoutAt('/sign-up/succ?show=step-2')} />);
    expect(current()).toHaveTextContent('Details');
    expect(screen.getByText('Password').parentElement).toHaveTextContent('Password (not started)');
    view.unmount();

    // No such step: the screen's own step, as without `progressAt`.
    render(<RouterProvider router={layoutAt('/sign-up/succ?show=nowhere')} />);
    expect(current()).toHaveTextContent('Password');
  });
});
