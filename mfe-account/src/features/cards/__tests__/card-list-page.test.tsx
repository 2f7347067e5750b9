import { cardList, deleteCard, type SavedCard, setDefaultCard } from '@portal/shared/contracts/payments';
import { callApi } from '@portal/shared/http';
import { initI18n, loadNamespaces } from '@portal/shared/i18n';
import { useDialogStore } from '@portal/shared/stores';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardListPage } from '../card-list-page';

vi.mock('@portal/shared/http', () => ({ callApi: vi.fn() }));
const mockedCallApi = vi.mocked(callApi);

const card = (id: number, lastFour: string, isDefault: boolean): SavedCard => ({
  id,
  brand: 'Diners Club',
  lastFour,
  expiry: '12/30',
  holder: 'Ana Silva',
  isDefault,
});

/** A tiny in-memory API behind the mocked callApi. */
const serveCards = (initial: SavedCard[]) => {
  let cards = [...initial];
  mockedCallApi.mockImplementation((async (endpoint: unknown, input: { id?: number }) => {
    if (endpoint === cardList) return { ok: true, result: cards };
    if (endpoint === setDefaultCard) {
      cards = cards.map((c) => ({ ...c, isDefault: c.id === input.id }));
      return { ok: true, result: null };
    }
    if (endpoint === deleteCard) {
      cards = cards.filter((c) => c.id !== input.id);
      return { ok: true, result: null };
    }
    throw new Error('unexpected call');
  }) as never);
};

const renderPage = () => {
  const router = createMemoryRouter(
    [
      { path: '/account/card/list', element: <CardListPage /> },
      { path: '/account/card/add', element: <p>add card page</p> },
    ],
    { initialEntries: ['/account/card/list'] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

const answerDialog = async (action: 'confirm' | 'close') => {
  await waitFor(() => expect(useDialogStore.getState().dialogs).toHaveLength(1));
  const dialog = useDialogStore.getState().dialogs[0];
  if (!dialog) throw new Error('no dialog');
  useDialogStore.getState().closeDialog(dialog.id, action);
  return dialog.request;
};

beforeAll(async () => {
  await initI18n();
  await loadNamespaces('account');
});

beforeEach(() => {
  mockedCallApi.mockReset();
});

afterEach(() => {
  useDialogStore.setState({ dialogs: [] });
});

describe('/account/card/list', () => {
  it('shows a spinner, then each card with brand, last four, expiry, holder and the default first', async () => {
    serveCards([card(1, '0004', false), card(2, '1667', true)]);
    renderPage();
    expect(screen.getByText('Loading your cards…').closest('[role="status"]')).not.toBeNull();
    const list = await screen.findByRole('list', { name: 'Payment Cards' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Diners Club •••• ending 1667',
      'Diners Club •••• ending 0004',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Default')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Ana Silva');
    expect(items[0]).toHaveTextContent('12/30');
    expect(within(items[1] as HTMLElement).queryByText('Default')).toBeNull();
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: /as the default card/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add a Card' })).toHaveAttribute('href', '/account/card/add');
  });

  it('has an empty state that leads to the add form', async () => {
    serveCards([]);
    const router = renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'No saved cards yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Add a Card' }));
    expect(router.state.location.pathname).toBe('/account/card/add');
  });

  it('sets another card as the default and says so', async () => {
    serveCards([card(1, '0004', false), card(2, '1667', true)]);
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Set Diners Club ending 0004 as the default card' }),
    );
    expect(await screen.findByText('Diners Club ending 0004 is now your default card.')).toBeInTheDocument();
    expect(mockedCallApi).toHaveBeenCalledWith(setDefaultCard, { id: 1 });
    const items = within(screen.getByRole('list', { name: 'Payment Cards' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('0004');
    expect(within(items[0] as HTMLElement).getByText('Default')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByText('Default')).toBeNull();
  });

  it('deletes a card only after the confirmation', async () => {
    serveCards([card(1, '0004', true), card(2, '1667', false)]);
    renderPage();
    const deleteButton = await screen.findByRole('button', { name: 'Delete Diners Club ending 1667' });
    await userEvent.click(deleteButton);
    expect(await answerDialog('close')).toMatchObject({
      kind: 'confirm',
      title: 'Delete Card',
      message: 'Are you sure you want to delete Diners Club ending 1667?',
      confirmLabel: 'Delete',
    });
    expect(mockedCallApi).not.toHaveBeenCalledWith(deleteCard, expect.anything());

    await userEvent.click(deleteButton);
    await answerDialog('confirm');
    const notice = await screen.findByText('Diners Club ending 1667 was deleted.');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(mockedCallApi).toHaveBeenCalledWith(deleteCard, { id: 2 });
    expect(screen.queryByText(/1667$/)).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Payment Cards' })).getAllByRole('listitem')).toHaveLength(
      1,
    );
  });

  it('shows a refusal in a dialog and keeps the list as the API has it', async () => {
    serveCards([card(1, '0004', true), card(2, '1667', false)]);
    const served = mockedCallApi.getMockImplementation();
    mockedCallApi.mockImplementation((async (endpoint: unknown, input: never) =>
      endpoint === setDefaultCard
        ? { ok: false, errorCode: 40004, message: 'This card could not be found.', details: null }
        : served?.(endpoint as never, input)) as never);
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Set Diners Club ending 1667 as the default card' }),
    );
    expect(await answerDialog('close')).toMatchObject({ message: 'This card could not be found.' });
    expect(screen.queryByText(/is now your default card/)).toBeNull();
  });

  it('offers Try again when the list cannot be read', async () => {
    let calls = 0;
    mockedCallApi.mockImplementation((async () => {
      calls += 1;
      return calls === 1
        ? { ok: false, errorCode: 10503, message: 'The service is unavailable.', details: null }
        : { ok: true, result: [card(1, '0004', true)] };
    }) as never);
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Your cards could not be loaded' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Payment Cards' })).toBeInTheDocument();
  });
});
