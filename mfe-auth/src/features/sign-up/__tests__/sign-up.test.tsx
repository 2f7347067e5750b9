import { ErrorCode } from '@portal/shared/contracts';
import { initI18n } from '@portal/shared/i18n';
import { useSessionStore, writeDraft } from '@portal/shared/stores';
import { AREA_CODES, fail, fakeApi, ok } from '@portal/shared/testing';
import { EMPTY_CONTACT_NUMBER } from '@portal/shared/ui/fields';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../routes';
import { emptySignUpDraft, SIGN_UP_DRAFT_KEY, type SignUpDraft } from '../sign-up-draft';
import { checkDetails } from '../sign-up-step-2';

const SIGNUP_ID = 'signup-id-0123456789abcdef';

const start = (path: string) => {
  const router = createMemoryRouter(
    [...routes, { path: '/login', element: <p>login page</p> }, { path: '/', element: <p>home</p> }],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
  return router;
};

const draftAt = (patch: Partial<SignUpDraft>) =>
  writeDraft(SIGN_UP_DRAFT_KEY, {
    ...emptySignUpDraft('card'),
    signupId: SIGNUP_ID,
    expiresAt: Date.now() + 600_000,
    ...patch,
  });

const readStoredDraft = () =>
  JSON.parse(window.sessionStorage.getItem(`draft:${SIGN_UP_DRAFT_KEY}`) ?? 'null');

// The real estimator (about 1 MB of dictionaries) has its own test; here it answers at once.
vi.mock('@portal/shared/validation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/shared/validation')>()),
  estimatePasswordStrength: async () => ({ score: 3, labelKey: 'passwordStrength.good' }),
}));

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  useSessionStore.getState().clearSession();
});

describe('sign-up step 1', () => {
  it('checks the card number before calling the API', async () => {
    const seen = fakeApi({});
    start('/sign-up/step-1?channel=card');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Card number'), '3056 9309');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
      'Please enter the complete card number.',
    );
    expect(seen).toHaveLength(0);
  });

  it('shows a registered number with a way to log in', async () => {
    fakeApi({
      '/reg-credit-card/verify-card': () =>
        fail(
          ErrorCode.NUMBER_REGISTERED,
          'This number has been registered, please use another number or go to login.',
        ),
    });
    start('/sign-up/step-1?channel=card');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Card number'), '30569309025904');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('This number has been registered, please use another number or go to login.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Log In' })).toHaveAttribute('href', '/login');
  });

  it('verifies an activation code and keeps the sign-up id, not the code', async () => {
    const seen = fakeApi({
      '/reg-activation/verify-card': () =>
        ok({ signupId: SIGNUP_ID, expiresInSeconds: 900, cardLevel: 'Premium' }),
      '/area/code-list': () => ok(AREA_CODES),
    });
    const router = start('/sign-up/step-1?channel=activation');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Activation code'), 'DEMOACT0001');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sign-up/step-2'));
    expect(router.state.location.search).toBe('?channel=activation');
    expect(seen[0]?.body).toEqual({ activationCode: 'DEMOACT0001' });
    const stored = readStoredDraft();
    expect(stored).toMatchObject({ channel: 'activation', signupId: SIGNUP_ID, cardLevel: 'Premium' });
    expect(JSON.stringify(stored)).not.toContain('DEMOACT0001');
    expect(await screen.findByRole('navigation', { name: 'Sign-up progress' })).toHaveTextContent(
      'Activation',
    );
  });
});

describe('sign-up step 2', () => {
  it('applies every rule of the details form', () => {
    expect(
      checkDetails({
        firstName: 'Ana',
        lastName: '李',
        email: 'ana@x.test',
        confirmEmail: 'ana@y.test',
        contact: { ...EMPTY_CONTACT_NUMBER, mobileNoPrefix: '+44', code: '44', mobileNo: '123' },
      }),
    ).toEqual({
      lastName: 'validation.nameLatin',
      confirmEmail: 'validation.emailsMismatch',
      mobileNo: 'validation.numberInvalid',
    });
  });

  it('leaves the contact number optional, as the specification’s sign-up asks for none; a number given must be valid', () => {
    const named = { firstName: 'Ana', lastName: 'Silva', email: 'ana@x.test', confirmEmail: 'ana@x.test' };
    expect(checkDetails({ ...named, contact: EMPTY_CONTACT_NUMBER })).toEqual({});
    // A country code picked without a number is no number.
    expect(
      checkDetails({ ...named, contact: { ...EMPTY_CONTACT_NUMBER, mobileNoPrefix: '+44', code: '44' } }),
    ).toEqual({});
    expect(checkDetails({ ...named, contact: { ...EMPTY_CONTACT_NUMBER, mobileNo: '2079460958' } })).toEqual({
      mobileNoPrefix: 'validation.required',
    });
  });

  it('goes on to step 3 without a contact number, sending none', async () => {
    draftAt({
      details: {
        firstName: 'Ana',
        lastName: 'Silva',
        email: 'ana@x.test',
        confirmEmail: 'ana@x.test',
        contact: EMPTY_CONTACT_NUMBER,
      },
    });
    const seen = fakeApi({
      '/area/code-list': () => ok(AREA_CODES),
      '/reg-credit-card/check-user-info': () => ok({ signupId: SIGNUP_ID, expiresInSeconds: 600 }),
    });
    const router = start('/sign-up/step-2?channel=card');
    expect(await screen.findByRole('group', { name: 'Mobile number (optional)' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sign-up/step-3'));
    expect(seen.find((r) => r.path === '/reg-credit-card/check-user-info')?.body).toEqual({
      signupId: SIGNUP_ID,
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@x.test',
    });
  });

  it('offers Login Now when the email already exists, keeping the details after a reload', async () => {
    draftAt({
      details: {
        firstName: 'Ana',
        lastName: 'Silva',
        email: 'ana@x.test',
        confirmEmail: 'ana@x.test',
        contact: {
          mobileNoPrefix: '+44',
          mobileNo: '2079460958',
          code: '44',
          mobileCountry: 'United Kingdom',
        },
      },
    });
    const seen = fakeApi({
      '/area/code-list': () => ok(AREA_CODES),
      '/reg-credit-card/check-user-info': () => fail(ErrorCode.EMAIL_EXISTS, 'Email address already exists'),
    });
    const router = start('/sign-up/step-2?channel=card');
    expect(await screen.findByLabelText('First name')).toHaveValue('Ana');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription('Email address already exists');
    expect(seen.find((r) => r.path === '/reg-credit-card/check-user-info')?.body).toEqual({
      signupId: SIGNUP_ID,
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@x.test',
      mobileNoPrefix: '+44',
      mobileNo: '2079460958',
      mobileCountry: 'United Kingdom',
    });
    await user.click(screen.getByRole('button', { name: 'Login Now' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says the sign-up timed out and restarts it', async () => {
    draftAt({ expiresAt: Date.now() - 1000 });
    fakeApi({});
    const router = start('/sign-up/step-2?channel=card');
    expect(
      await screen.findByText('Sorry your session has timed out, you will need to restart registration.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sign-up/step-1'));
    expect(readStoredDraft()?.signupId ?? null).toBeNull();
  });

  it('sends a visitor without a verified number back to step 1', async () => {
    fakeApi({});
    const router = start('/sign-up/step-2?channel=card');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sign-up/step-1'));
  });
});

describe('sign-up step 3', () => {
  it('requires matching strong passwords and the terms, never storing the password', async () => {
    draftAt({ detailsChecked: true });
    const seen = fakeApi({});
    start('/sign-up/step-3?channel=card');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'Sunrise2026x');
    await user.type(screen.getByLabelText('Confirm password'), 'Sunrise2026y');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match. Please try again.',
    );
    expect(screen.getByRole('checkbox', { name: /Terms & Conditions/ })).toHaveAccessibleDescription(
      'You must read and agree to the Terms & Conditions to continue.',
    );
    expect(screen.getByRole('link', { name: /Terms & Conditions/ })).toHaveAttribute('href', '/conditions');
    expect(seen).toHaveLength(0);
    expect(JSON.stringify(window.sessionStorage)).not.toContain('Sunrise2026');
  });

  it('creates the account, logs the user in and congratulates', async () => {
    draftAt({ detailsChecked: true, channel: 'card' });
    const seen = fakeApi({
      '/reg-credit-card/create-and-active': () =>
        ok({
          token: 'a-token-of-at-least-22-chars',
          firstName: 'Ana',
          lastName: 'Silva',
          email: 'ana@x.test',
        }),
    });
    const router = start('/sign-up/step-3?channel=card');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'Sunrise2026x');
    await user.type(screen.getByLabelText('Confirm password'), 'Sunrise2026x');
    await user.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Congratulations' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up/succ');
    expect(seen[0]?.body).toMatchObject({
      signupId: SIGNUP_ID,
      password: 'Sunrise2026x',
      termsAgreed: true,
      marketingOptIn: false,
    });
    expect(useSessionStore.getState()).toMatchObject({ isLogin: true, userInfo: { firstName: 'Ana' } });
    // The success page forgets the draft in an effect, which may run just after its heading shows.
    await vi.waitFor(() => expect(readStoredDraft()).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Go to home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
