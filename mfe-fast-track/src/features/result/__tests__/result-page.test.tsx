import { ErrorCode } from '@portal/shared/contracts';
import { useSessionStore } from '@portal/shared/stores';
import { fail, fakeApi, ok, renderAt } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readCipCode } from '../../../lib/drafts';
import { cardInfo, HEATHROW, T3_LANE, T5_LANE } from '../../../test-support/fixtures';
import { setUpTexts } from '../../../test-support/setup-i18n';
import { ResultPage } from '../result-page';

const screens = { '/fast-track/result': ResultPage };
const RESULT = '/fast-track/result?airport=LHR&date=2030-07-16&direction=departure';

const lanesAnswer = (withCardInfo: boolean) =>
  ok({ airport: HEATHROW, lanes: [T5_LANE, T3_LANE], cardInfo: withCardInfo ? cardInfo(2, 4) : null });

beforeAll(setUpTexts);

beforeEach(() => {
  useSessionStore.getState().clearSession();
});

describe('/fast-track/result', () => {
  it('shows a visitor each lane: where, when it opens (local), the price per passenger, and Book', async () => {
    const seen = fakeApi({ '/cip/queryCipByAirportCode': () => lanesAnswer(false) });
    renderAt(RESULT, screens);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fast Track at London Heathrow Airport (LHR)' }),
    ).toBeInTheDocument();
    expect(seen[0]?.body).toEqual({ airportCode: 'LHR', direction: 'departure', date: '2030-07-16' });

    const t5 = screen.getByRole('article', { name: /Terminal 5/ });
    expect(within(t5).getByRole('heading', { level: 2 })).toHaveAccessibleName(
      'Fast Track Security, Terminal 5',
    );
    expect(t5).toHaveTextContent('USD 24.00 per passenger');
    expect(t5).toHaveTextContent('05:00–21:30 local time');
    expect(t5).toHaveTextContent('Departures level, zone A');
    expect(t5).toHaveTextContent('Up to 3 passengers per booking');
    const t3 = screen.getByRole('article', { name: /Terminal 3/ });
    expect(t3).toHaveTextContent('Open 24 hours');
    expect(t3).toHaveTextContent('USD 19.50');
    expect(
      screen.getByText(/Log in when you book to use your card's complimentary Fast Track uses/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/complimentary uses left/)).not.toBeInTheDocument();
  });

  it('shows a cardholder what their complimentary uses cover', async () => {
    useSessionStore.getState().setSession('token-1', { firstName: 'Ana', lastName: 'Silva' });
    fakeApi({ '/cip/queryCipByAirportCode': () => lanesAnswer(true) });
    renderAt(RESULT, screens);
    expect(
      await screen.findByText('2 of 4 complimentary uses left this year — one covers one passenger'),
    ).toBeInTheDocument();
  });

  it('books a lane: the first wizard step for that lane and date, the choice kept in cipCode', async () => {
    fakeApi({ '/cip/queryCipByAirportCode': () => lanesAnswer(false) });
    const { location } = renderAt(RESULT, screens);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Book Fast Track Security, Terminal 5' }),
    );
    expect(location()).toBe('/fast-track/detail?lane=LHR-T5-DEP&date=2030-07-16');
    expect(readCipCode()).toEqual({
      airport: HEATHROW,
      date: '2030-07-16',
      direction: 'departure',
      laneCode: 'LHR-T5-DEP',
    });
  });

  it('says so when the airport has no Fast Track, and when the address names no search', async () => {
    fakeApi({ '/cip/queryCipByAirportCode': () => fail(ErrorCode.NOT_FOUND, 'Not found.') });
    const first = renderAt('/fast-track/result?airport=ZZZ&date=2030-07-16&direction=departure', screens);
    expect(
      await screen.findByRole('heading', { name: 'There is no Fast Track at this airport.' }),
    ).toBeInTheDocument();
    first.unmount();

    const seen = fakeApi({});
    renderAt('/fast-track/result?airport=L&date=someday', screens);
    expect(
      screen.getByText('Choose an airport, a date and your flight to see the lanes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change search' })).toHaveAttribute('href', '/fast-track/search');
    expect(seen).toHaveLength(0);
  });
});
