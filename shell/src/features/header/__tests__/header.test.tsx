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
  (
    [
      'mfe-auth',
      'mfe-transport',
      'mfe-airport-assistant',
      'mfe-fast-track',
      'mfe-account',
      'mfe-help',
    ] as const
  ).map((name) => remote(name, !disabled.includes(name)));

const linksOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.textContent);

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
    expect(linksOf(nav)).toEqual(['Transport Services', 'Fast Track', 'Help & FAQs']);
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('links Airport Assistant, between Transport and Fast Track, when the programme has the agreement', () => {
    useRegistryStore.getState().setRemotes(allRemotes());
    useProgramStore.getState().setSupport({ supportTransport: true, supportAgreement: true });
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(linksOf(nav)).toEqual(['Transport Services', 'Airport Assistant', 'Fast Track', 'Help & FAQs']);
    expect(within(nav).getByRole('link', { name: 'Airport Assistant' })).toHaveAttribute(
      'href',
      '/airport-assistant',
    );
  });

  it('hides a switched-off remote’s link and a service the programme does not offer', () => {
    useRegistryStore.getState().setRemotes(allRemotes(['mfe-help']));
    useProgramStore.getState().setSupport({ supportTransport: false, supportAgreement: false });
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(linksOf(nav)).toEqual(['Fast Track']);
  });

  it('hides Airport Assistant when its remote is switched off, whatever the programme offers', () => {
    useRegistryStore.getState().setRemotes(allRemotes(['mfe-airport-assistant']));
    useProgramStore.getState().setSupport({ supportTransport: true, supportAgreement: true });
    renderHeader();
    expect(linksOf(screen.getByRole('navigation', { name: 'Main' }))).toEqual([
      'Transport Services',
      'Fast Track',
      'Help & FAQs',
    ]);
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
    expect(linksOf(menu)).toEqual([
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

  it('lists Airport Assistant in the mobile menu when the programme has the agreement', async () => {
    useRegistryStore.getState().setRemotes(allRemotes());
    useProgramStore.getState().setSupport({ supportTransport: false, supportAgreement: true });
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(linksOf(menu).slice(0, 3)).toEqual(['Home', 'Airport Assistant', 'Fast Track']);
    expect(within(menu).getByRole('link', { name: 'Airport Assistant' })).toHaveAttribute(
      'href',
      '/airport-assistant',
    );
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
    expect(within(menu).getByRole('link', { name: 'Bookings' })).toHaveTextContent(/^Bookings$/);
  });

  it('shows the unread bookings in the mobile menu like the user menu, linking the updates to their tabs', async () => {
    useRegistryStore.getState().setRemotes(allRemotes());
    useSessionStore.getState().setSession('t', { firstName: 'Ana', lastName: 'Silva' });
    useUnreadStore
      .getState()
      .setUnread({ isUnread: true, unreadMsgNum: 4, pendingMsgNum: 1, cancelledMsgNum: 2 });
    window.sessionStorage.setItem('SPONE', '{"step":2}');
    const router = renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: /^Bookings/ })).toHaveTextContent('Bookings4 unread');
    expect(linksOf(menu).slice(linksOf(menu).indexOf('Bookings4 unread'), -1)).toEqual([
      'Bookings4 unread',
      '2 cancelled',
      '1 pending',
      'Payment Cards',
      'Change Password',
    ]);
    expect(within(menu).getByRole('link', { name: '2 cancelled' })).toHaveAttribute(
      'href',
      '/account/bookings/list?activedTitle=2',
    );
    await userEvent.click(within(menu).getByRole('link', { name: '1 pending' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/account/bookings/list?activedTitle=3',
    );
    expect(window.sessionStorage.getItem('SPONE')).toBeNull();
  });

  it('shows no update links in the mobile menu when nothing is unread', async () => {
    useRegistryStore.getState().setRemotes(allRemotes());
    useSessionStore.getState().setSession('t', { firstName: 'Ana', lastName: 'Silva' });
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).queryByRole('link', { name: /cancelled|pending/ })).toBeNull();
  });
});
