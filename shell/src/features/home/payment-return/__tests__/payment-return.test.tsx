import { callApi } from '@portal/shared/http';
import { initI18n } from '@portal/shared/i18n';
import { savePendingCard, savePendingPayment, useDialogStore } from '@portal/shared/stores';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraftsOnHome } from '../../../session/clear-drafts-on-home';
import { HomePage } from '../../home-page';

vi.mock('@portal/shared/http', () => ({ callApi: vi.fn() }));
const mockedCallApi = vi.mocked(callApi);

const renderHome = (entry: string) => {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomePage /> },
      { path: '/account/success', element: <p>success page</p> },
      { path: '/account/card/add', element: <p>add card page</p> },
      { path: '/account/card/list', element: <p>card list page</p> },
    ],
    { initialEntries: [entry] },
  );
  clearDraftsOnHome(router);
  render(<RouterProvider router={router} />);
  return router;
};

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  mockedCallApi.mockReset();
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
    expect(query.get('successTitle')).toBe('Card Added Successfully');
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

  it('keeps the booking drafts and reports a booking type nobody can finish yet', async () => {
    sessionStorage.setItem('SPONE', '{"step":4}');
    savePendingPayment({ uuid: 'u-1', orderNo: 'T-1', type: 2, isNormal: true, currentType: 0 });
    const router = renderHome('/?paymentId=pay-4');
    await waitFor(() => expect(useDialogStore.getState().dialogs).toHaveLength(1));
    expect(useDialogStore.getState().dialogs[0]?.request).toMatchObject({
      title: 'Payment Not Verified',
      message: 'This payment could not be verified.',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Airport services for cardholders' }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('pendingPayment')).toBeNull();
    expect(sessionStorage.getItem('SPONE')).toBe('{"step":4}');
    expect(mockedCallApi).not.toHaveBeenCalled();
  });
});
