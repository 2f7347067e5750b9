import { initI18n } from '@portal/shared/i18n';
import { useSessionStore } from '@portal/shared/stores';
import { AREA_CODES, fakeApi, ok } from '@portal/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EditProfilePage } from '../edit-profile-page';
import { OverviewPage } from '../overview-page';

const INFO = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@x.test',
  mobileNoPrefix: '+44',
  mobileNo: '2079460958',
  code: '44',
  mobileCountry: 'United Kingdom',
  language: 'en-US',
  marketingOptIn: false,
  cardLevel: 'Premium',
};

const start = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/account/overview', element: <OverviewPage /> },
      { path: '/account/overview/edit', element: <EditProfilePage /> },
      { path: '/account/success', element: <p>success page</p> },
      { path: '/account/changePsw', element: <p>change password</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  useSessionStore.getState().clearSession();
});

describe('profile', () => {
  it('shows the profile with the mobile number and an edit link', async () => {
    fakeApi({ '/user/info': () => ok(INFO) });
    start('/account/overview');
    expect(await screen.findByText('Ana Silva')).toBeInTheDocument();
    expect(screen.getByText('ana@x.test')).toBeInTheDocument();
    expect(screen.getByText('+44 2079460958 (United Kingdom)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/account/overview/edit',
    );
  });

  it('refuses an invalid number, then saves a valid one and updates the header name', async () => {
    useSessionStore
      .getState()
      .setSession('token-1234567890123456789012', { firstName: 'Ana', lastName: 'Silva' });
    const seen = fakeApi({
      '/user/info': () => ok(INFO),
      '/area/code-list': () => ok(AREA_CODES),
      '/user/update-profile': (request) => ok({ ...INFO, ...request.body }),
    });
    const router = start('/account/overview/edit');
    const user = userEvent.setup();
    const number = await screen.findByRole('textbox', { name: 'Number' });
    expect(screen.getByText('ana@x.test')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    fireEvent.change(number, { target: { value: '12' } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(number).toHaveAccessibleDescription('Number is invalid.');
    expect(number).toHaveFocus();
    expect(seen.some((r) => r.path === '/user/update-profile')).toBe(false);

    fireEvent.change(number, { target: { value: '20 7946 0000' } });
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await user.clear(firstName);
    await user.type(firstName, 'Joana');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account/success'));
    expect(seen.find((r) => r.path === '/user/update-profile')?.body).toEqual({
      firstName: 'Joana',
      lastName: 'Silva',
      mobileNoPrefix: '+44',
      mobileNo: '2079460000',
      mobileCountry: 'United Kingdom',
    });
    expect(useSessionStore.getState().userInfo).toMatchObject({ firstName: 'Joana', lastName: 'Silva' });
    expect(router.state.location.search).toContain('successTitle=profile.savedTitle');
  });
});
