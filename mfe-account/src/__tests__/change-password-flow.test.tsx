import { ErrorCode } from '@portal/shared/contracts';
import { initI18n } from '@portal/shared/i18n';
import { fail, fakeApi, ok } from '@portal/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ChangePasswordPage } from '../features/change-password/change-password-page';
import { SuccessPage } from '../features/success/success-page';

// The real estimator (about 1 MB of dictionaries) is tested with the auth screens; here it answers at once.
vi.mock('@portal/shared/validation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/shared/validation')>()),
  estimatePasswordStrength: async () => ({ score: 3, labelKey: 'passwordStrength.good' }),
}));

beforeAll(async () => {
  await initI18n();
});

describe('/account/changePsw', () => {
  it('says a wrong current password on its field, then succeeds', async () => {
    let answer: unknown = fail(ErrorCode.PASSWORD_INCORRECT, 'Password is incorrect.');
    const seen = fakeApi({ '/user/change-pwd': () => answer });
    const router = createMemoryRouter(
      [
        { path: '/account/changePsw', element: <ChangePasswordPage /> },
        { path: '/account/success', element: <SuccessPage /> },
      ],
      { initialEntries: ['/account/changePsw'] },
    );
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    const current = await screen.findByLabelText('Current password');
    await user.type(current, 'Wrong1234');
    await user.type(screen.getByLabelText('New password'), 'Moonrise2026x');
    await user.type(screen.getByLabelText('Confirm new password'), 'Moonrise2026x');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await vi.waitFor(() => expect(current).toHaveAccessibleDescription('Password is incorrect.'));
    expect(current).toHaveValue('');
    await vi.waitFor(() => expect(current).toHaveFocus());

    answer = ok(null);
    await user.type(current, 'Sunrise2026x');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByRole('heading', { name: 'Password changed successfully!' }),
    ).toBeInTheDocument();
    expect(seen.at(-1)?.body).toEqual({ oldPassword: 'Sunrise2026x', password: 'Moonrise2026x' });
  });

  it('checks the new password before calling the API', async () => {
    const seen = fakeApi({});
    render(
      <RouterProvider
        router={createMemoryRouter([{ path: '*', element: <ChangePasswordPage /> }], {
          initialEntries: ['/account/changePsw'],
        })}
      />,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'Sunrise2026x');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      /Please use at least 8 characters, with 1 lower case letter, 1 upper case letter and 1 number\./,
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(seen).toHaveLength(0);
  });
});
