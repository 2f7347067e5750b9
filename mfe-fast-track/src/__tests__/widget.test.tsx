import { localDateFromToday } from '@portal/shared/bookings/local-date';
import type { RemoteEntry } from '@portal/shared/contracts';
import { i18n } from '@portal/shared/i18n';
import { fakeApi, ok } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRootParcel, type Parcel } from 'single-spa';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLoadedAirports } from '../lib/load-airports';
import { SITES } from '../test-support/fixtures';
import * as widget from '../widget';

const PORTAL = 'https://portal.example';
const remote = (name: RemoteEntry['name'], enabled = true): RemoteEntry => ({
  name,
  manifestUrl: `/remotes/${name}/mf-manifest.json`,
  prefixes: [],
  enabled,
});
const REMOTES = [remote('mfe-fast-track'), remote('mfe-transport'), remote('mfe-airport-assistant')];

/** Who listens on the page itself: what the widget adds there must be gone after unmount. */
const pageListeners = () => {
  const live = new Map<string, number>();
  const spies = [window, document].flatMap((target) => {
    const name = target === window ? 'window' : 'document';
    const add = vi.spyOn(target, 'addEventListener').mockImplementation(function (
      this: EventTarget,
      ...args
    ) {
      live.set(`${name}:${String(args[0])}`, (live.get(`${name}:${String(args[0])}`) ?? 0) + 1);
      return EventTarget.prototype.addEventListener.apply(this, args);
    });
    const remove = vi.spyOn(target, 'removeEventListener').mockImplementation(function (
      this: EventTarget,
      ...args
    ) {
      live.set(`${name}:${String(args[0])}`, (live.get(`${name}:${String(args[0])}`) ?? 0) - 1);
      return EventTarget.prototype.removeEventListener.apply(this, args);
    });
    return [add, remove];
  });
  return {
    left: () => [...live].filter(([, count]) => count !== 0).map(([key]) => key),
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
};

const parcels: Parcel[] = [];
const mountWidget = async (props: Record<string, unknown> = {}) => {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const leave = vi.fn();
  const parcel = mountRootParcel(widget, {
    domElement,
    portalUrl: PORTAL,
    remotes: REMOTES,
    leave,
    ...props,
  });
  parcels.push(parcel);
  await parcel.mountPromise;
  return { parcel, domElement, leave, view: within(domElement) };
};

// single-spa mounts as on a real page: React renders on its own schedule and the lifecycles'
// promises settle when it has (inside act() they would wait for each other).
type ActGlobal = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actEnvironment = (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

beforeEach(() => {
  forgetLoadedAirports();
  fakeApi({
    '/cip/trafficSites': () => ok({ sites: SITES }),
    '/user/support-product': () => ok({ supportTransport: true, supportAgreement: false }),
  });
});

afterEach(async () => {
  for (const parcel of parcels.splice(0)) {
    if (parcel.getStatus() === 'MOUNTED') await parcel.unmount();
  }
  document.body.replaceChildren();
});

describe('the booking widget as a single-spa parcel', () => {
  it('mounts the Fast Track search with the search the page names, and the services the programme offers', async () => {
    const date = localDateFromToday(20);
    const { view } = await mountWidget({ lang: 'en-US', airport: 'lhr', date, direction: 'arrival' });

    expect(view.getByRole('region', { name: 'Airport services' })).toHaveAttribute('lang', 'en-US');
    expect(view.getByRole('heading', { level: 2, name: 'Fast Track' })).toBeInTheDocument();
    expect(await view.findByDisplayValue('London Heathrow Airport (LHR)')).toBeInTheDocument();
    expect(view.getByLabelText(/^Date/)).toHaveValue(date);
    expect(view.getByRole('radio', { name: 'Arriving' })).toBeChecked();
    // Transport is offered (switched on, supported); Airport Assistant is not supported here.
    const tile = await view.findByRole('link', { name: 'Book Transport' });
    expect(tile).toHaveAttribute('href', `${PORTAL}/transport-services`);
    expect(view.queryByRole('link', { name: 'Book Airport Assistant' })).not.toBeInTheDocument();
    expect(view.queryByRole('heading', { name: 'Fast Track', level: 3 })).not.toBeInTheDocument();
  });

  it("hands the cardholder to the portal's lanes with the search in the address", async () => {
    const date = localDateFromToday(10);
    const { view, leave } = await mountWidget({ date });
    const user = userEvent.setup();
    await user.type(view.getByRole('combobox', { name: /^Airport/ }), 'heathrow');
    await user.click(await view.findByRole('option', { name: /London Heathrow Airport \(LHR\)/ }));
    await user.click(view.getByRole('button', { name: 'Search' }));
    expect(leave).toHaveBeenCalledWith(
      `${PORTAL}/fast-track/result?airport=LHR&date=${date}&direction=departure`,
    );
  });

  it('asks for an airport before it hands anything over', async () => {
    const { view, leave } = await mountWidget();
    await userEvent.click(view.getByRole('button', { name: 'Search' }));
    expect(view.getByRole('combobox', { name: /^Airport/ })).toHaveAccessibleDescription(
      expect.stringContaining('Please choose an airport from the list.'),
    );
    expect(leave).not.toHaveBeenCalled();
  });

  it('switches language when the page updates it, without touching the page’s storage or cookies', async () => {
    const { parcel, view } = await mountWidget({ lang: 'pt-BR' });
    expect(view.getByRole('button', { name: 'Pesquisar' })).toBeInTheDocument();
    expect(view.getByRole('region')).toHaveAttribute('lang', 'pt-BR');

    await parcel.update?.({ portalUrl: PORTAL, remotes: REMOTES, lang: 'es-ES' });
    expect(view.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(view.getByRole('region', { name: 'Servicios de aeropuerto' })).toHaveAttribute('lang', 'es-ES');
    // A language the portal does not speak is English.
    await parcel.update?.({ portalUrl: PORTAL, remotes: REMOTES, lang: 'fr-FR' });
    expect(view.getByRole('button', { name: 'Search' })).toBeInTheDocument();

    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(document.documentElement.lang).not.toBe('es-ES');
  });

  it('unmounts to an empty element and leaves no listener on the page', async () => {
    const listeners = pageListeners();
    try {
      const { parcel, domElement, view } = await mountWidget({ airport: 'LHR' });
      await view.findByDisplayValue('London Heathrow Airport (LHR)');
      // The airport field in use: its list open.
      await userEvent.click(view.getByRole('combobox', { name: /^Airport/ }));
      expect(domElement.childElementCount).toBeGreaterThan(0);

      await parcel.unmount();
      expect(parcel.getStatus()).toBe('NOT_MOUNTED');
      expect(domElement.innerHTML).toBe('');
      expect(listeners.left()).toEqual([]);
    } finally {
      listeners.restore();
    }
  });

  it('runs twice on one page, each on its own, and one unmounted leaves the other working', async () => {
    const first = await mountWidget({ airport: 'LHR' });
    const second = await mountWidget({ airport: 'LGW' });
    expect(await first.view.findByDisplayValue('London Heathrow Airport (LHR)')).toBeInTheDocument();
    expect(await second.view.findByDisplayValue('London Gatwick Airport (LGW)')).toBeInTheDocument();

    await first.parcel.unmount();
    expect(first.domElement.innerHTML).toBe('');
    await userEvent.click(second.view.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(second.leave).toHaveBeenCalledTimes(1));
    expect(second.leave.mock.calls[0]?.[0]).toMatch(/\/fast-track\/result\?airport=LGW&/);
    expect(first.leave).not.toHaveBeenCalled();
  });

  it('keeps to the texts it was given when the page never names a language', async () => {
    await mountWidget();
    expect(i18n.language).toBe('en-US');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });
});
