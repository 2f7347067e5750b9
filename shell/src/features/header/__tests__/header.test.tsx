import type { RemoteEntry } from '@portal/shared/contracts';
import { initI18n } from '@portal/shared/i18n';
import { useDialogStore, useRegistryStore, useSessionStore, useUnreadStore } from '@portal/shared/stores';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useProgramStore } from '../../program/program-store';
import { Header } from '../header';

const remote = (name: RemoteEntry['name'], enabled = true): RemoteEntry => ({
  name,
  manifestUrl: `/remotes/${name}/mf-manifest.json`,
  prefixes: ['/x'],
  enabled,
});

const allRemotes = (disabled: RemoteEntry['name'][] = []) =>
  (['mfe-auth', 'mfe-transport', 'mfe-fast-track', 'mfe-account', 'mfe-help'] as const).map((name) =>
    remote(name, !disabled.includes(name)),
  );

const renderHeader = () => {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
};

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  useSessionStore.getState().clearSession();
  useUnreadStore.getState().resetUnread();
  useDialogStore.setState({ dialogs: [] });
});

describe('Header', () => {
  it('shows the services and Log In to a visitor', () => {
    useRegistryStore.getState().setRemotes(allRemotes());
    useProgramStore.getState().setSupport({ supportTransport: true, supportAgreement: false });
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Transport Services', 'Fast Track', 'Help & FAQs']);
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('hides a switched-off remote’s link and Transport when the programme does not support it', () => {
    useRegistryStore.getState().setRemotes(allRemotes(['mfe-help']));
    useProgramStore.getState().setSupport({ supportTransport: false, supportAgreement: false });
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Fast Track']);
  });

  it('shows the user’s name with a menu holding the bookings badge and Logout', async () => {
    useRegistryStore.getState().setRemotes(allRemotes());
    useSessionStore.getState().setSession('t', { firstName: 'Ana', lastName: 'Silva' });
    useUnreadStore
      .getState()
      .setUnread({ isUnread: true, unreadMsgNum: 3, pendingMsgNum: 0, cancelledMsgNum: 0 });
    renderHeader();
    const button = screen.getByRole('button', { name: /Ana Silva/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Bookings/ })).toHaveTextContent('3 unread');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(useDialogStore.getState().dialogs.map((d) => d.request.kind)).toEqual(['logout']);
  });

  it('links unread cancellations and pending bookings to their tabs, only when there are some', async () => {
    useRegistryStore.getState().setRemotes(allRemotes());
    useSessionStore.getState().setSession('t', { firstName: 'Ana', lastName: 'Silva' });
    useUnreadStore
      .getState()
      .setUnread({ isUnread: true, unreadMsgNum: 3, pendingMsgNum: 0, cancelledMsgNum: 2 });
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: /Ana Silva/ }));
    expect(screen.getByRole('link', { name: '2 cancelled' })).toHaveAttribute(
      'href',
      '/account/bookings/list?activedTitle=2',
    );
    expect(screen.queryByRole('link', { name: /pending/ })).not.toBeInTheDocument();
  });

  it('opens the mobile menu as a dialog, and a link closes it and clears booking drafts', async () => {
    useRegistryStore.getState().setRemotes(allRemotes());
    useProgramStore.getState().setSupport({ supportTransport: true, supportAgreement: false });
    window.sessionStorage.setItem('SPONE', '{"step":2}');
    const router = renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Book Transport',
      'Fast Track',
      'Account',
      'Bookings',
      'Payment Cards',
      'Change Password',
      'Help & FAQs',
      'Log In',
      'Sign Up',
    ]);
    await userEvent.click(within(menu).getByRole('link', { name: 'Help & FAQs' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help');
    expect(window.sessionStorage.getItem('SPONE')).toBeNull();
  });

  it('names the logged-in user in the mobile menu, with Logout instead of Log In', async () => {
    useRegistryStore.getState().setRemotes(allRemotes());
    useSessionStore.getState().setSession('t', { firstName: 'Ana', lastName: 'Silva' });
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByText('Logged in as Ana Silva')).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Log In' })).toBeNull();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
