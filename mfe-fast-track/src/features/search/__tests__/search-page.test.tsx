import { fakeApi, ok, renderAt } from '@portal/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readCipCode, writeCipCode } from '../../../lib/drafts';
import { forgetLoadedAirports } from '../../../lib/load-airports';
import { HEATHROW, SITES } from '../../../test-support/fixtures';
import { setUpTexts } from '../../../test-support/setup-i18n';
import { SearchPage } from '../search-page';

const screens = { '/fast-track/search': SearchPage };
const airportField = () => screen.getByRole('combobox', { name: /^Airport/ });

beforeAll(setUpTexts);

beforeEach(() => {
  forgetLoadedAirports();
});

describe('/fast-track/search', () => {
  it('finds airports by city, picks one from the keyboard and goes to its lanes', async () => {
    const seen = fakeApi({ '/cip/trafficSites': () => ok({ sites: SITES }) });
    const { location } = renderAt('/fast-track/search', screens);
    const user = userEvent.setup();

    await user.type(airportField(), 'london');
    const list = await screen.findByRole('listbox', { name: 'Airport' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'London Gatwick Airport (LGW)London, United Kingdom',
      'London Heathrow Airport (LHR)London, United Kingdom',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 airports found');
    await user.keyboard('{ArrowDown}');
    expect(airportField()).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{Enter}');
    expect(airportField()).toHaveValue('London Heathrow Airport (LHR)');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Arriving' }));
    const date = screen.getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, '2030-07-16');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(location()).toBe('/fast-track/result?airport=LHR&date=2030-07-16&direction=arrival');
    expect(readCipCode()).toEqual({
      airport: HEATHROW,
      date: '2030-07-16',
      direction: 'arrival',
      laneCode: null,
    });
    // The list is read once, when the field is first used; typing only filters it.
    expect(seen.filter((request) => request.path === '/cip/trafficSites')).toHaveLength(1);
  });

  it('finds an airport by its code or accent-free name, and takes a typed code on leaving the field', async () => {
    fakeApi({ '/cip/trafficSites': () => ok({ sites: SITES }) });
    renderAt('/fast-track/search', screens);
    const user = userEvent.setup();
    await user.type(airportField(), 'sao paulo');
    expect(await screen.findByRole('option', { name: /Guarulhos/ })).toBeInTheDocument();
    await user.clear(airportField());
    await user.type(airportField(), 'lgw');
    await user.tab();
    expect(airportField()).toHaveValue('London Gatwick Airport (LGW)');
  });

  it('asks for an airport from the list and moves the focus to it', async () => {
    const seen = fakeApi({ '/cip/trafficSites': () => ok({ sites: SITES }) });
    const { location } = renderAt('/fast-track/search', screens);
    const user = userEvent.setup();
    await user.type(airportField(), 'Nowhere');
    expect(
      await screen.findByText('No airports found. Try a code, a city or an airport name.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(airportField()).toHaveAccessibleDescription(
      expect.stringContaining('Please choose an airport from the list.'),
    );
    expect(airportField()).toHaveAttribute('aria-invalid', 'true');
    expect(airportField()).toHaveFocus();
    expect(location()).toBe('/fast-track/search');
    expect(seen.map((request) => request.path)).toEqual(['/cip/trafficSites']);
  });

  it('refuses a date in the past', async () => {
    writeCipCode({ airport: HEATHROW, date: '2030-07-16', direction: 'departure', laneCode: null });
    fakeApi({});
    renderAt('/fast-track/search', screens);
    const user = userEvent.setup();
    const date = screen.getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, '2001-01-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(date).toHaveAccessibleDescription(expect.stringContaining('Please choose today or a later date.'));
    expect(date).toHaveFocus();
  });

  it('comes back with the search as it was left (the cipCode draft)', async () => {
    writeCipCode({ airport: HEATHROW, date: '2030-07-16', direction: 'arrival', laneCode: null });
    const seen = fakeApi({});
    const { location } = renderAt('/fast-track/search', screens);
    expect(airportField()).toHaveValue('London Heathrow Airport (LHR)');
    expect(screen.getByLabelText(/^Date/)).toHaveValue('2030-07-16');
    expect(screen.getByRole('radio', { name: 'Arriving' })).toBeChecked();
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(location()).toBe('/fast-track/result?airport=LHR&date=2030-07-16&direction=arrival');
    // Nothing needed the airport list.
    expect(seen).toHaveLength(0);
  });
});
