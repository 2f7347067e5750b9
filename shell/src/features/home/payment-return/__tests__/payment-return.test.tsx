import { DEFAULT_REMOTE_PREFIXES, type RemoteName } from '@portal/shared/contracts';
import { callApi } from '@portal/shared/http';
import { initI18n, loadNamespaces } from '@portal/shared/i18n';
import { savePendingCard, savePendingPayment, useDialogStore, useRegistryStore } from '@portal/shared/stores';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemotePaymentReturn } from '../../../../federation/register-remotes';
import { clearDraftsOnHome } from '../../../session/clear-drafts-on-home';
import { HomePage } from '../../home-page';

vi.mock('@portal/shared/http', () => ({ callApi: vi.fn() }));
// The remotes' `./payment-return` modules, without Module Federation.
vi.mock('../../../../federation/register-remotes', () => ({ loadRemotePaymentReturn: vi.fn() }));
const mockedCallApi = vi.mocked(callApi);
const mockedLoadPaymentReturn = vi.mocked(loadRemotePaymentReturn);

/** The registry as operations left it: these remotes switched on, the others off. */
const enableRemotes = (...names: RemoteName[]) =>
  useRegistryStore.getState().setRemotes(
    names.map((name) => ({
      name,
      manifestUrl: `/remotes/${name}/mf-manifest.json`,
      prefixes: DEFAULT_REMOTE_PREFIXES[name],
      enabled: true,
    })),
  );

const renderHome = (entry: string) => {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomePage /> },
      { path: '/account/success', element: <p>success page</p> },
      { path: '/account/card/add', element: <p>add card page</p> },
      { path: '/account/card/list', element: <p>card list page</p> },
      { path: '/fast-track/complete', element: <p>fast track result page</p> },
    ],
    { initialEntries: [entry] },
  );
  clearDraftsOnHome(router);
  render(<RouterProvider router={router} />);
  return router;
};

beforeAll(async () => {
  await initI18n();
  await loadNamespaces(['shell', 'screens']);
  // Home loads the payment return lazily: transformed once here, with its texts read, so that no
  // test's first wait is spent on vitest compiling it (over a second on 2 busy cores).
  await import('../payment-return');
});

beforeEach(() => {
  mockedCallApi.mockReset();
  mockedLoadPaymentReturn.mockReset();
  enableRemotes('mfe-transport', 'mfe-airport-assistant', 'mfe-fast-track', 'mfe-account');
});

afterEach(() => {
  useDialogStore.setState({ dialogs: [] });
});

describe('home, back from the payment host', () => {
  it('shows Secure Checkout, finishes the card once and opens the success page', async () => {
    let answer: (value: unknown) => void = () => {};
    mockedCallApi.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    savePendingCard({ cardHolder: 'Ana Silva', type: 'account' });
    const router = renderHome('/?paymentId=pay-1&mac=abc');

    const box = await screen.findByRole('status', { name: 'Secure Checkout' });
    expect(box).toHaveTextContent('Please wait while we verify your information.');
    expect(box).toHaveTextContent('Please stay on this page and do not refresh it.');
    await waitFor(() => expect(box).toHaveFocus());
    // The address loses paymentId at once, and the pending info is gone before the answer.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(localStorage.getItem('pendingCard')).toBeNull();
    expect(mockedCallApi).toHaveBeenCalledTimes(1);
    expect(mockedCallApi.mock.calls[0]?.[1]).toEqual({
      paymentId: 'pay-1',
      cardHolder: 'Ana Silva',
      mac: 'abc',
    });

    answer({ ok: true, result: { addCardSuccess: true, card: null } });
    expect(await screen.findByText('success page')).toBeInTheDocument();
    const query = new URLSearchParams(router.state.location.search);
    expect(router.state.location.pathname).toBe('/account/success');
    // Keys, which the success page translates into the language it is shown in.
    expect(query.get('successTitle')).toBe('shell:paymentReturn.cardAddedTitle');
    expect(query.get('successContent')).toBe('shell:paymentReturn.cardAddedContent');
    expect(query.get('successBtn')).toBe('shell:paymentReturn.cardAddedButton');
    expect(query.get('path')).toBe('/account/card/list');
    expect(mockedCallApi).toHaveBeenCalledTimes(1);
  });

  it('shows Failed to Add New Card over the form when 3-D Secure failed', async () => {
    mockedCallApi.mockResolvedValue({ ok: true, result: { addCardSuccess: false, card: null } });
    savePendingCard({ cardHolder: 'Ana Silva', type: 'account' });
    const router = renderHome('/?paymentId=pay-2');
    expect(await screen.findByText('add card page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/card/add');
    expect(useDialogStore.getState().dialogs.map((d) => d.request)).toEqual([
      {
        kind: 'message',
        title: 'Failed to Add New Card',
        message: 'The authentication was unsuccessful, please try again.',
        durationMs: 0,
      },
    ]);
  });

  it('shows Card Cannot Be Added for a card already saved', async () => {
    mockedCallApi.mockResolvedValue({ ok: false, errorCode: 40002, message: 'dup', details: null });
    savePendingCard({ cardHolder: 'Ana Silva', type: 'account' });
    renderHome('/?paymentId=pay-3');
    await waitFor(() => expect(useDialogStore.getState().dialogs).toHaveLength(1));
    expect(useDialogStore.getState().dialogs[0]?.request).toMatchObject({
      title: 'Card Cannot Be Added',
      message: 'This card has already been added. If it needs updating, please delete and re-add.',
    });
  });

  it('without pending info (a reload of the return URL) is plain home and finishes nothing', async () => {
    renderHome('/?paymentId=pay-1&mac=abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Airport services for cardholders' }),
    ).toBeVisible();
    expect(screen.queryByText('Secure Checkout')).toBeNull();
    expect(mockedCallApi).not.toHaveBeenCalled();
  });

  it('keeps the booking drafts and lets the service’s module finish and name its result page', async () => {
    sessionStorage.setItem('laneData', '{"step":3}');
    let answer: (value: { to: string }) => void = () => {};
    const finishPayment = vi.fn(() => new Promise<{ to: string }>((resolve) => (answer = resolve)));
    mockedLoadPaymentReturn.mockResolvedValue({ finishPayment });
    savePendingPayment({ uuid: 'u-1', orderNo: 'FT-7K3D9Q', type: 3, isNormal: true, currentType: 0 });
    const router = renderHome('/?paymentId=pay-5&mac=m-5');

    expect(await screen.findByRole('status', { name: 'Secure Checkout' })).toBeInTheDocument();
    await waitFor(() => expect(finishPayment).toHaveBeenCalled());
    answer({ to: '/fast-track/complete?currentType=0&isWhat=0' });
    expect(await screen.findByText('fast track result page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?currentType=0&isWhat=0');
    expect(mockedLoadPaymentReturn).toHaveBeenCalledExactlyOnceWith('mfe-fast-track');
    expect(finishPayment).toHaveBeenCalledExactlyOnceWith({
      paymentId: 'pay-5',
      mac: 'm-5',
      pending: { uuid: 'u-1', orderNo: 'FT-7K3D9Q', type: 3, isNormal: true, currentType: 0 },
    });
    expect(localStorage.getItem('pendingPayment')).toBeNull();
    expect(sessionStorage.getItem('laneData')).toBe('{"step":3}');
    expect(mockedCallApi).not.toHaveBeenCalled();
  });

  it('says a payment could not be verified when the service’s remote has no payment return', async () => {
    sessionStorage.setItem('SPONE', '{"step":4}');
    // What the container runtime answers for a module the remote does not expose.
    mockedLoadPaymentReturn.mockResolvedValue({
      [Symbol.for('portal.remoteLoadFailed')]: true,
      id: 'mfe-airport-assistant/payment-return',
      error: new Error('not exposed'),
    });
    savePendingPayment({ uuid: 'u-1', orderNo: 'AA-7K3D9Q', type: 2, isNormal: true, currentType: 0 });
    const router = renderHome('/?paymentId=pay-4');
    await waitFor(() => expect(useDialogStore.getState().dialogs).toHaveLength(1));
    expect(useDialogStore.getState().dialogs[0]?.request).toMatchObject({
      title: 'Payment Not Verified',
      message: 'This payment could not be verified.',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Airport services for cardholders' }),
    ).toBeVisible();
    expect(mockedLoadPaymentReturn).toHaveBeenCalledExactlyOnceWith('mfe-airport-assistant');
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('pendingPayment')).toBeNull();
    expect(sessionStorage.getItem('SPONE')).toBe('{"step":4}');
    expect(mockedCallApi).not.toHaveBeenCalled();
  });

  it('says the service is unavailable when its remote is switched off, and loads nothing', async () => {
    enableRemotes('mfe-account');
    savePendingPayment({ uuid: 'u-1', orderNo: 'TS-7K3D9Q', type: 1, isNormal: true, currentType: 1 });
    renderHome('/?paymentId=pay-6');
    await waitFor(() => expect(useDialogStore.getState().dialogs).toHaveLength(1));
    expect(useDialogStore.getState().dialogs[0]?.request).toMatchObject({
      title: 'Payment Not Verified',
      message:
        'This payment could not be verified because the service is unavailable right now. Please check your bookings later.',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Airport services for cardholders' }),
    ).toBeVisible();
    expect(mockedLoadPaymentReturn).not.toHaveBeenCalled();
    expect(localStorage.getItem('pendingPayment')).toBeNull();
  });
});
