import type { RemoteEntry } from '@portal/shared/contracts';
import { initI18n } from '@portal/shared/i18n';
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
