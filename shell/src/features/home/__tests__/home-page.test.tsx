import type { RemoteEntry } from '@portal/shared/contracts';
import { initI18n, setLanguage } from '@portal/shared/i18n';
import { useRegistryStore } from '@portal/shared/stores';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useProgramStore } from '../../program/program-store';
import { HomePage } from '../home-page';

const remotes = (disabled: RemoteEntry['name'][] = []): RemoteEntry[] =>
  (['mfe-transport', 'mfe-airport-assistant', 'mfe-fast-track'] as const).map((name) => ({
    name,
    manifestUrl: `/remotes/${name}/mf-manifest.json`,
    prefixes: ['/x'],
    enabled: !disabled.includes(name),
  }));

const tiles = () => {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', Component: HomePage }])} />);
  const services = screen.getByRole('region', { name: 'Our services' });
  return within(services)
    .queryAllByRole('listitem')
    .map((tile) => [
      within(tile).getByRole('heading', { level: 3 }).textContent,
      within(tile).getByRole('link').textContent,
      within(tile).getByRole('link').getAttribute('href'),
    ]);
};

beforeAll(async () => {
  await initI18n();
});

describe('the home tiles', () => {
  it('offer each service from the service table, in its order, where the programme offers it', () => {
    useRegistryStore.getState().setRemotes(remotes());
    useProgramStore.getState().setSupport({ supportTransport: true, supportAgreement: true });
    expect(tiles()).toEqual([
      ['Transport Services', 'Book Transport', '/transport-services'],
      ['Airport Assistant', 'Book Airport Assistant', '/airport-assistant'],
      ['Fast Track', 'Book Fast Track', '/fast-track/search'],
    ]);
  });

  it('leave out a service whose programme flag is false or whose remote is switched off', () => {
    useRegistryStore.getState().setRemotes(remotes(['mfe-fast-track']));
    useProgramStore.getState().setSupport({ supportTransport: false, supportAgreement: true });
    expect(tiles()).toEqual([['Airport Assistant', 'Book Airport Assistant', '/airport-assistant']]);
  });
});

describe('the home hero', () => {
  const intro = () => {
    render(<RouterProvider router={createMemoryRouter([{ path: '/', Component: HomePage }])} />);
    return screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent;
  };

  it('promises every service a card level with all of them offers', () => {
    useRegistryStore.getState().setRemotes(remotes());
    useProgramStore.getState().setSupport({ supportTransport: true, supportAgreement: true });
    expect(intro()).toBe(
      'Travel through the airport with ease: airport transfers, personal assistance, and fast security lanes, included with your card.',
    );
  });

  it('promises only what the card level offers: no transfers without Transport, no greeter without the agreement', () => {
    useRegistryStore.getState().setRemotes(remotes());
    useProgramStore.getState().setSupport({ supportTransport: false, supportAgreement: true });
    expect(intro()).toBe(
      'Travel through the airport with ease: personal assistance and fast security lanes, included with your card.',
    );
  });

  it.each([
    [
      'pt-BR',
      'Passe pelo aeroporto com tranquilidade: filas rápidas na segurança. Tudo incluído no seu cartão.',
    ],
    [
      'es-ES',
      'Pase por el aeropuerto con facilidad: carriles rápidos en el control de seguridad. Todo incluido con su tarjeta.',
    ],
  ])('does so in %s too', async (language, text) => {
    useRegistryStore.getState().setRemotes(remotes());
    useProgramStore.getState().setSupport({ supportTransport: false, supportAgreement: false });
    await setLanguage(language as 'pt-BR' | 'es-ES');
    try {
      expect(intro()).toBe(text);
    } finally {
      await setLanguage('en-US');
    }
  });
});
