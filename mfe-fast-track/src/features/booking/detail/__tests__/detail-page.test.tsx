import { ErrorCode } from '@portal/shared/contracts';
import { fail, fakeApi, ok, renderAt, type SeenRequest } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { readLaneData } from '../../../../lib/drafts';
import { DATE, laneDetailResult, slotsResult, UUID } from '../../../../test-support/fixtures';
import { setUpTexts } from '../../../../test-support/setup-i18n';
import { DetailPage } from '../detail-page';

const screens = { '/fast-track/detail': DetailPage };
const START = `/fast-track/detail?lane=LHR-T5-DEP&date=${DATE}`;

/** The API of step 1; `save` answers save-booking-details. */
const serve = (save: (request: SeenRequest) => unknown = () => ok({ uuid: UUID })) =>
  fakeApi({
    '/cip/detail': () => ok(laneDetailResult(2)),
    '/cip/getSubscribeTimes': (request) => ok(slotsResult(String(request.body?.date))),
    '/cip/checkAvailable': () => ok({ available: true, seatsLeft: 12 }),
    '/cip/save-booking-details': save,
  });

const slot = (time: string) => screen.getByRole('radio', { name: new RegExp(`^${time}`) });
const flightField = () => screen.getByRole('textbox', { name: /^Flight number/ });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

beforeAll(setUpTexts);

describe('/fast-track/detail', () => {
  it('shows the lane, the complimentary uses and the slots with seats left; a full slot cannot be chosen', async () => {
    serve();
    renderAt(START, screens);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Fast Track Security, Terminal 5' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('2 of 4 complimentary uses left this year — one covers one passenger'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Time slot' })).toHaveAccessibleDescription(
      'Local time at London Heathrow Airport (BST)',
    );
    expect(slot('10:00–10:15')).toBeDisabled();
    expect(slot('10:00–10:15')).toHaveAccessibleName('10:00–10:15 Full');
    expect(slot('10:15–10:30')).toHaveAccessibleName('10:15–10:30 12 seats left');
    expect(slot('10:15–10:30')).toBeEnabled();
  });

  it('asks for a slot and a flight number, and focuses the first wrong field', async () => {
    const seen = serve();
    renderAt(START, screens);
    await screen.findByRole('group', { name: 'Time slot' });
    const user = userEvent.setup();
    await user.click(continueButton());
    expect(screen.getByText('Please choose a time slot.')).toBeInTheDocument();
    expect(slot('10:15–10:30')).toHaveAttribute('aria-invalid', 'true');
    // The first slot that can be chosen takes the focus (the full one cannot).
    expect(slot('10:15–10:30')).toHaveFocus();
    expect(flightField()).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));

    await user.click(slot('10:15–10:30'));
    await user.type(flightField(), 'hello');
    await user.click(continueButton());
    expect(flightField()).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the complete flight number, for example BA 123.'),
    );
    expect(flightField()).toHaveFocus();
    expect(seen.some((request) => request.path === '/cip/save-booking-details')).toBe(false);
  });

  it('counts passengers from 1 to the lane’s maximum, and refuses a slot without seats for them all', async () => {
    const seen = serve();
    renderAt(START, screens);
    await screen.findByRole('group', { name: 'Time slot' });
    const user = userEvent.setup();
    const fewer = screen.getByRole('button', { name: 'Fewer passengers' });
    const more = screen.getByRole('button', { name: 'More passengers' });
    expect(fewer).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(screen.getByRole('group', { name: 'Passengers' })).toHaveTextContent('3');
    // This lane takes 3 passengers per booking.
    expect(more).toBeDisabled();

    await user.click(slot('10:30–10:45'));
    await user.type(flightField(), 'BA 117');
    await user.click(continueButton());
    expect(
      screen.getByText('Only 2 seats are left in this slot. Choose fewer passengers or another time.'),
    ).toBeInTheDocument();
    expect(seen.some((request) => request.path === '/cip/checkAvailable')).toBe(false);
  });

  it('checks the slot, saves step 1 with the normalised flight number and goes on to the passengers', async () => {
    const seen = serve();
    const { location } = renderAt(START, screens);
    await screen.findByRole('group', { name: 'Time slot' });
    const user = userEvent.setup();
    await user.click(slot('10:15–10:30'));
    await user.click(screen.getByRole('button', { name: 'More passengers' }));
    await user.type(flightField(), 'ba 117');
    await user.click(continueButton());

    expect(location()).toBe('/fast-track/passenger');
    const calls = seen.filter(
      (request) => request.path.startsWith('/cip/check') || request.path.startsWith('/cip/save'),
    );
    expect(calls.map((request) => [request.path, request.body])).toEqual([
      ['/cip/checkAvailable', { laneCode: 'LHR-T5-DEP', date: DATE, time: '10:15', passengers: 2 }],
      [
        '/cip/save-booking-details',
        { laneCode: 'LHR-T5-DEP', date: DATE, time: '10:15', passengers: 2, flightNumber: 'BA117' },
      ],
    ]);
    expect(readLaneData()).toMatchObject({
      laneCode: 'LHR-T5-DEP',
      uuid: UUID,
      time: '10:15',
      endTime: '10:30',
      passengers: 2,
      flightNumber: 'BA117',
      detailsSaved: true,
      lane: { airportName: 'London Heathrow Airport', maxPassengers: 3, timeZone: 'Europe/London' },
    });
  });

  it('keeps the step as it was left across a reload (the laneData draft)', async () => {
    serve();
    const first = renderAt(START, screens);
    await screen.findByRole('group', { name: 'Time slot' });
    const user = userEvent.setup();
    await user.click(slot('10:30–10:45'));
    await user.click(screen.getByRole('button', { name: 'More passengers' }));
    await user.type(flightField(), 'TP 1350');
    first.unmount();

    serve();
    renderAt(START, screens);
    await screen.findByRole('group', { name: 'Time slot' });
    expect(slot('10:30–10:45')).toBeChecked();
    expect(screen.getByRole('group', { name: 'Passengers' })).toHaveTextContent('2');
    expect(flightField()).toHaveValue('TP 1350');
    // Nothing was saved to the server yet.
    expect(readLaneData()).toMatchObject({ uuid: null, detailsSaved: false });
  });

  it('says when the slot was sold meanwhile, and shows the slots again', async () => {
    const seen = serve(() => fail(ErrorCode.SLOT_UNAVAILABLE, 'This time slot is no longer available.'));
    const { location } = renderAt(START, screens);
    await screen.findByRole('group', { name: 'Time slot' });
    const user = userEvent.setup();
    await user.click(slot('10:15–10:30'));
    await user.type(flightField(), 'BA117');
    await user.click(continueButton());
    expect(
      await screen.findByText('This time slot is no longer available. Please choose another time.'),
    ).toBeInTheDocument();
    expect(location()).toBe(START);
    expect(seen.filter((request) => request.path === '/cip/getSubscribeTimes')).toHaveLength(2);
  });
});
