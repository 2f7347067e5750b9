import { ErrorCode } from '@portal/shared/contracts';
import { initI18n } from '@portal/shared/i18n';
import { writeDraft } from '@portal/shared/stores';
import { fail, fakeApi, ok } from '@portal/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../routes';
import { RESET_PWD_DRAFT_KEY } from '../reset-pwd-draft';

const TICKET = 'reset-ticket-0123456789abcdef';

const start = (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

// The real estimator (about 1 MB of dictionaries) has its own test; here it answers at once.
vi.mock('@portal/shared/validation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/shared/validation')>()),
  estimatePasswordStrength: async () => ({ score: 3, labelKey: 'passwordStrength.good' }),
}));

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('password reset', () => {
  it('requests a code for the email and moves to step 2', async () => {
    const seen = fakeApi({
      '/user/send-forget-pwd-email': () => ok({ resendAfterSeconds: 60, expiresInSeconds: 600 }),
    });
    const router = start('/reset-pwd/step-1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ana@x.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/reset-pwd/step-2'));
    expect(seen[0]).toMatchObject({ method: 'GET', params: { email: 'ana@x.test' } });
    expect(await screen.findByRole('button', { name: /Resend code in (59|60) s/ })).toBeDisabled();
  });

  it('says a too-frequent request exactly as the specification writes it', async () => {
    fakeApi({
      '/user/send-forget-pwd-email': () =>
        fail(
          ErrorCode.CODE_TOO_FREQUENT,
          'You have requested a code too frequently, please try again later.',
          {
            retryAfterSeconds: 30,
          },
        ),
    });
    start('/reset-pwd/step-1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ana@x.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('You have requested a code too frequently, please try again later.'),
    ).toBeInTheDocument();
  });

  it('unlocks Resend when the countdown ends', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    writeDraft(RESET_PWD_DRAFT_KEY, { email: 'ana@x.test', resendAt: Date.now() + 3000, resetTicket: null });
    fakeApi({});
    start('/reset-pwd/step-2');
    // The first render loads the step and its texts lazily: under load that can take over findBy's
    // default second, and with setInterval faked only the DOM's changes wake the query.
    expect(
      await screen.findByRole('button', { name: 'Resend code in 3 s' }, { timeout: 10_000 }),
    ).toBeDisabled();
    // The countdown's interval starts in an effect after that render, which the lazy route did
    // outside act: on a busy machine the clock could be advanced before it existed (seen in CI).
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('shows an unrecognised code on the field and an expired one as Verification Code Expired', async () => {
    writeDraft(RESET_PWD_DRAFT_KEY, { email: 'ana@x.test', resendAt: null, resetTicket: null });
    let answer = fail(
      ErrorCode.CODE_NOT_RECOGNISED,
      'Code not recognised, please check and try again or request a new code.',
    );
    fakeApi({ '/user/verify-captcha-by-forget-pwd': () => answer });
    start('/reset-pwd/step-2');
    const user = userEvent.setup();
    const box = await screen.findByLabelText('Verification code');
    await user.type(box, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(box).toHaveAccessibleDescription('Please enter the 6-digit code.');
    await user.type(box, '6');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() =>
      expect(box).toHaveAccessibleDescription(
        'Code not recognised, please check and try again or request a new code.',
      ),
    );
    answer = fail(ErrorCode.CODE_EXPIRED, 'The verification code had expired. Please request a new code.');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Verification Code Expired');
    expect(alert).toHaveTextContent('The verification code had expired. Please request a new code.');
  });

  it('sets the new password with the ticket and ends on the success page', async () => {
    writeDraft(RESET_PWD_DRAFT_KEY, { email: 'ana@x.test', resendAt: null, resetTicket: TICKET });
    const seen = fakeApi({ '/user/reset-pwd': () => ok(null) });
    const router = start('/reset-pwd/step-3');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'Moonrise2026x');
    await user.type(screen.getByLabelText('Confirm password'), 'Moonrise2026x');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('heading', { name: 'Password reset complete' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-pwd/succ');
    expect(seen[0]?.body).toEqual({ email: 'ana@x.test', resetTicket: TICKET, password: 'Moonrise2026x' });
    expect(window.sessionStorage.getItem(`draft:${RESET_PWD_DRAFT_KEY}`)).toBeNull();
  });
});
