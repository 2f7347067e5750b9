import { apiClient } from '@portal/shared/http';
import { envelopeFail, envelopeOk, serveFetch } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOperatorSession } from '../../../lib/operator-session';
import { initConsoleTexts, openConsole, signInAs } from '../../../test-support/console';
import { toMinorUnits } from '../quote-forms';
import { quoteDeadline, timeLeft } from '../requests-page';

const NOW = Date.parse('2026-06-01T08:00:00.000Z');
const HOUR = 3_600_000;

const request = (orderNo: string, requestedAt: string, serviceAt: string) => ({
  orderNo,
  reason: 'groupTooLarge' as const,
  from: 'London Heathrow Airport',
  to: 'The Savoy',
  airportCode: 'LHR',
  serviceAt,
  timeZone: 'Europe/London',
  adults: 8,
  children: 1,
  luggage: 9,
  distanceKm: 27,
  currency: 'USD',
  requestedAt,
});

// The API lists soonest service first; the console shows the oldest request first.
const REQUESTS = [
  request('TS-HJKMNP', '2026-05-31T10:00:00.000Z', new Date(NOW + 20 * HOUR + 30 * 60_000).toISOString()),
  request('TS-ACDEFG', '2026-05-30T10:00:00.000Z', new Date(NOW + 72 * HOUR).toISOString()),
];

/** The request cards, oldest first. */
const cards = async () =>
  within(await screen.findByRole('list', { name: 'Requests waiting for a quote' })).getAllByRole('listitem');

beforeAll(initConsoleTexts);
beforeEach(() => {
  useOperatorSession.getState().signOut();
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => vi.restoreAllMocks());

describe('/operations/requests', () => {
  it('lists the requests oldest first with trip, passengers, luggage and the time left to the 12-hour limit', async () => {
    signInAs(['quotes']);
    serveFetch(apiClient, () => envelopeOk({ requests: REQUESTS }));
    openConsole('/operations/requests');
    const list = await screen.findByRole('list', { name: 'Requests waiting for a quote' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'TS-ACDEFG',
      'TS-HJKMNP',
    ]);
    const newer = items[1] as HTMLElement;
    expect(newer).toHaveTextContent('London Heathrow Airport → The Savoy');
    expect(newer).toHaveTextContent('8 adults, 1 child');
    expect(newer).toHaveTextContent('9 pieces');
    expect(newer).toHaveTextContent('Group too large for one car');
    // Service in 20 h 30 min; the quotation must be paid 12 hours before: 8 h 30 min left.
    expect(newer).toHaveTextContent('8 h 30 min');
    expect(items[0]).toHaveTextContent('60 h 0 min');
  });

  it('sends a quotation: amount in minor units of the airport currency, car and note', async () => {
    signInAs(['quotes'], 'op_quotes-token');
    const seen = serveFetch(apiClient, (sent) =>
      sent.url === '/operator/transport/quote'
        ? envelopeOk({ orderNo: 'TS-ACDEFG', status: 'unpaid', payBefore: '2026-06-03T20:00:00.000Z' })
        : envelopeOk({ requests: REQUESTS }),
    );
    openConsole('/operations/requests');
    const older = (await cards())[0] as HTMLElement;
    await userEvent.click(within(older).getByRole('button', { name: 'Quote' }));
    const form = screen.getByRole('form', { name: 'Quote TS-ACDEFG' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send the quotation' }));
    expect(within(form).getByRole('textbox', { name: 'Amount (USD)' })).toHaveAccessibleDescription(
      'Enter a positive amount, e.g. 185.00.',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount (USD)' }), '185.50');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Car type (optional)' }), 'Van');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Note for the cardholder (optional)' }),
      'A van',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send the quotation' }));

    expect(
      await screen.findByText('TS-ACDEFG is quoted: the cardholder is told by mail and SMS.'),
    ).toBeVisible();
    const sent = seen.filter((r) => r.url === '/operator/transport/quote');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ orderNo: 'TS-ACDEFG', amount: 18550, carType: 'van', note: 'A van' });
    expect(sent[0]?.headers.get('authorization')).toBe('op_quotes-token');
    expect(seen.filter((r) => r.url === '/operator/transport/requests')).toHaveLength(2);
  });

  it('declines with a reason, required; shows the refusal when the request is no longer pending', async () => {
    signInAs(['quotes']);
    let declines = 0;
    const seen = serveFetch(apiClient, (sent) => {
      if (sent.url !== '/operator/transport/decline') return envelopeOk({ requests: REQUESTS });
      declines += 1;
      return declines === 1
        ? envelopeFail(30040, 'This booking can no longer be paid.')
        : envelopeOk({ orderNo: 'TS-HJKMNP', status: 'cancelled' });
    });
    openConsole('/operations/requests');
    const newer = (await cards())[1] as HTMLElement;
    await userEvent.click(within(newer).getByRole('button', { name: 'Decline' }));
    const form = screen.getByRole('form', { name: 'Decline TS-HJKMNP' });
    await userEvent.click(within(form).getByRole('button', { name: 'Decline the request' }));
    expect(within(form).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      expect.stringContaining('Give the cardholder a reason.'),
    );
    expect(seen.filter((r) => r.url === '/operator/transport/decline')).toHaveLength(0);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), 'No van is free that night');
    await userEvent.click(within(form).getByRole('button', { name: 'Decline the request' }));
    expect(await within(form).findByRole('alert')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Decline the request' }));
    expect(
      await screen.findByText('TS-HJKMNP is declined: the cardholder is told by mail and SMS.'),
    ).toBeVisible();
    expect(seen.filter((r) => r.url === '/operator/transport/decline').map((r) => r.body)).toEqual([
      { orderNo: 'TS-HJKMNP', reason: 'No van is free that night' },
      { orderNo: 'TS-HJKMNP', reason: 'No van is free that night' },
    ]);
  });

  it('shows a viewer the requests without quote or decline, and says why', async () => {
    signInAs(['viewer']);
    serveFetch(apiClient, () => envelopeOk({ requests: REQUESTS }));
    openConsole('/operations/requests');
    expect(await screen.findByRole('heading', { level: 2, name: 'TS-HJKMNP' })).toBeVisible();
    expect(screen.getByText('Answering requests needs the quotes role.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });
});

describe('the quote form’s rules', () => {
  it('reads amounts in the currency’s own minor units', () => {
    expect(toMinorUnits('185', 'USD')).toBe(18500);
    expect(toMinorUnits('185,5', 'EUR')).toBe(18550);
    expect(toMinorUnits('3000', 'JPY')).toBe(3000);
    expect(toMinorUnits('0', 'USD')).toBeNull();
    expect(toMinorUnits('12.345', 'USD')).toBeNull();
    expect(toMinorUnits('-5', 'USD')).toBeNull();
  });

  it('puts the limit 12 hours before the service, and nothing is left after it', () => {
    const serviceAt = '2026-06-02T08:00:00.000Z';
    expect(new Date(quoteDeadline(serviceAt)).toISOString()).toBe('2026-06-01T20:00:00.000Z');
    expect(timeLeft(quoteDeadline(serviceAt), NOW)).toEqual({ hours: 12, minutes: 0 });
    expect(timeLeft(quoteDeadline(serviceAt), quoteDeadline(serviceAt))).toBeNull();
  });
});
