import { initI18n, setLanguage } from '@portal/shared/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SUCCESS_PATH, safeReturnPath, successPath } from '../../../lib/success-query';
import { SuccessPage } from '../success-page';

const start = (search: string) => {
  const router = createMemoryRouter(
    [
      { path: '/account/success', element: <SuccessPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [`/account/success${search}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

beforeAll(async () => {
  await initI18n();
});

afterEach(async () => {
  await act(() => setLanguage('en-US'));
});

describe('/account/success', () => {
  it('translates message keys and follows the path', async () => {
    const router = start(
      `?${new URLSearchParams({ successTitle: 'changePassword.successTitle', successBtn: 'profile.backToAccount', path: '/account/card/list' })}`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Password changed successfully!' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to My Account' }));
    expect(router.state.location.pathname).toBe('/account/card/list');
  });

  it("shows the card-added page, whose keys are in the shell namespace, in the reader's language", async () => {
    await act(() => setLanguage('pt-BR'));
    start(
      `?${new URLSearchParams({
        successTitle: 'shell:paymentReturn.cardAddedTitle',
        successContent: 'shell:paymentReturn.cardAddedContent',
        successBtn: 'shell:paymentReturn.cardAddedButton',
      })}`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cartão Adicionado com Sucesso' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver Cartões de Pagamento' })).toBeInTheDocument();
    await act(() => setLanguage('es-ES'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tarjeta Añadida Correctamente' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Su tarjeta se ha guardado en su cuenta y está lista para su próxima reserva.'),
    ).toBeInTheDocument();
  });

  it('shows plain text as text, never as markup', async () => {
    start(
      `?${new URLSearchParams({ successTitle: 'Card Added Successfully', successContent: '<img src=x onerror=alert(1)><b>bold</b>' })}`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Card Added Successfully' }),
    ).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it('never leaves the portal through the path', () => {
    expect(safeReturnPath('https://evil.test')).toBe(DEFAULT_SUCCESS_PATH);
    expect(safeReturnPath('//evil.test/x')).toBe(DEFAULT_SUCCESS_PATH);
    expect(safeReturnPath('/\\evil.test')).toBe(DEFAULT_SUCCESS_PATH);
    expect(safeReturnPath('javascript:alert(1)')).toBe(DEFAULT_SUCCESS_PATH);
    expect(safeReturnPath(null)).toBe(DEFAULT_SUCCESS_PATH);
    expect(safeReturnPath('/account/bookings/list?activedTitle=2')).toBe(
      '/account/bookings/list?activedTitle=2',
    );
    expect(successPath({ successTitle: 'a b', path: '/x' })).toBe(
      '/account/success?successTitle=a+b&path=%2Fx',
    );
  });

  it('falls back to a generic title and button', async () => {
    start('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Done' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });
});
