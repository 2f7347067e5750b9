import { ErrorCode } from '@portal/shared/contracts';
import { useSessionStore } from '@portal/shared/stores';
import { AREA_CODES, fail, fakeApi, ok, renderAt } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  readBookingDraft,
  readPassengersDraft,
  writeBookingDraft,
  writePassengersDraft,
  writeServiceDraft,
} from '../../../lib/drafts';
import { savedBooking, savedPassengers, savedService, UUID } from '../../../test-support/fixtures';
import { setUpTexts } from '../../../test-support/setup-i18n';
import { PassengersPage } from '../passengers-page';

const START = '/airport-assistant/step-3';
const screens = { [START]: PassengersPage };

const serve = (save: () => unknown = () => ok({ uuid: UUID })) =>
  fakeApi({
    '/airport-assistant/save-passengers': save,
    '/area/code-list': () => ok(AREA_CODES),
    '/area/country-list': () => ok(AREA_CODES),
  });

const passenger = (number: number) => screen.getByRole('group', { name: `Passenger ${number}` });
const firstName = (number: number) => within(passenger(number)).getByRole('textbox', { name: 'First name' });
const lastName = (number: number) => within(passenger(number)).getByRole('textbox', { name: 'Last name' });
const welcomeSign = () => screen.getByRole('textbox', { name: 'Name for the welcome sign' });
const notes = () => screen.getByRole('textbox', { name: 'Notes to the greeter (optional)' });
const prefix = () => screen.getByRole('combobox', { name: 'Country code' });
const number = () => screen.getByRole('textbox', { name: 'Number' });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

const withSteps = (passengers = 2) => {
  writeServiceDraft(savedService());
  writeBookingDraft(savedBooking({ passengers }));
};

/** Typing into forms is slow on a busy two-core machine: room beyond the 5 s default. */
const TYPING = { timeout: 20_000 };

beforeAll(setUpTexts);

beforeEach(() => {
  useSessionStore.getState().setSession('token-1', { firstName: 'Ana', lastName: 'Silva' });
});

describe('/airport-assistant/step-3 (Passenger Details)', TYPING, () => {
  it('cannot be reached before Booking Details is saved: it goes to the first unfinished step', () => {
    serve();
    writeServiceDraft(savedService());
    writeBookingDraft(savedBooking({ saved: false }));
    const { location } = renderAt(START, screens);
    expect(location()).toBe('/airport-assistant/step-2');
  });

  it('has one name pair per passenger (the first the cardholder’s), and the welcome sign follows it', async () => {
    serve();
    withSteps(2);
    renderAt(START, screens);
    expect(screen.getByRole('heading', { level: 1, name: 'Passenger Details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/airport-assistant/step-2');
    expect(screen.getAllByRole('group', { name: /^Passenger \d/ })).toHaveLength(2);
    expect(firstName(1)).toHaveValue('Ana');
    expect(lastName(1)).toHaveValue('Silva');
    expect(firstName(2)).toHaveValue('');
    expect(welcomeSign()).toHaveValue('Ana Silva');
    const user = userEvent.setup({ delay: null });
    await user.clear(firstName(1));
    await user.type(firstName(1), 'Maria');
    expect(welcomeSign()).toHaveValue('Maria Silva');
    // Once typed, the sign is the user's own.
    await user.clear(welcomeSign());
    await user.type(welcomeSign(), 'Dr M. Silva');
    await user.type(firstName(1), 'na');
    expect(welcomeSign()).toHaveValue('Dr M. Silva');
  });

  it('clears the cardholder’s name when booking for someone else, and brings it back when unticked', async () => {
    serve();
    withSteps(2);
    renderAt(START, screens);
    const user = userEvent.setup({ delay: null });
    await user.type(firstName(2), 'Rui');
    const forOther = screen.getByRole('checkbox', { name: 'I am booking for someone else' });
    await user.click(forOther);
    expect(firstName(1)).toHaveValue('');
    expect(lastName(1)).toHaveValue('');
    expect(welcomeSign()).toHaveValue('');
    expect(firstName(2)).toHaveValue('Rui');
    await user.type(firstName(1), 'Inês');
    await user.type(lastName(1), 'Costa');
    expect(welcomeSign()).toHaveValue('Inês Costa');
    expect(readPassengersDraft()).toMatchObject({
      bookingForOther: 1,
      passengers: [{ firstName: 'Inês' }, {}],
    });
    await user.click(forOther);
    expect(firstName(1)).toHaveValue('Ana');
    expect(lastName(1)).toHaveValue('Silva');
    expect(welcomeSign()).toHaveValue('Ana Silva');
    expect(readPassengersDraft()).toMatchObject({
      bookingForOther: 0,
      passengers: [{ firstName: 'Ana' }, {}],
    });
  });

  it('checks names (Latin letters as on the passport), the welcome sign and the contact number before sending', async () => {
    const seen = serve();
    withSteps(2);
    renderAt(START, screens);
    const user = userEvent.setup({ delay: null });
    await user.clear(firstName(1));
    await user.clear(lastName(1));
    await user.type(lastName(2), '李');
    await user.click(continueButton());

    expect(firstName(1)).toHaveAccessibleDescription('This field is required.');
    expect(firstName(1)).toHaveFocus();
    expect(firstName(2)).toHaveAccessibleDescription('This field is required.');
    expect(lastName(2)).toHaveAccessibleDescription(
      'Please enter the name in Latin letters, as shown on the passport.',
    );
    expect(welcomeSign()).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(prefix()).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));

    await user.type(prefix(), '+44');
    await user.type(number(), '12');
    await user.click(continueButton());
    expect(number()).toHaveAccessibleDescription(expect.stringContaining('Number is invalid.'));
    expect(seen.filter((request) => request.path === '/airport-assistant/save-passengers')).toHaveLength(0);
  });

  it('saves the passengers, the sign, the notes and the contact number, and goes on to Review & Pay', async () => {
    const seen = serve();
    withSteps(2);
    const { location } = renderAt(START, screens);
    const user = userEvent.setup({ delay: null });
    await user.type(firstName(2), ' Zoë ');
    await user.type(lastName(2), 'Núñez');
    await user.click(screen.getByRole('checkbox', { name: 'I am booking for someone else' }));
    await user.type(firstName(1), 'Inês');
    await user.type(lastName(1), 'Costa');
    await user.type(notes(), 'Wheelchair at the gate, please.{Enter}Two large suitcases.');
    expect(notes()).toHaveAccessibleDescription('52/500 characters');
    await user.type(prefix(), '+44');
    await user.type(number(), '7400 123456');
    await user.click(continueButton());

    expect(location()).toBe('/airport-assistant/step-4');
    expect(seen.find((request) => request.path === '/airport-assistant/save-passengers')?.body).toEqual({
      uuid: UUID,
      passengers: [
        { firstName: 'Inês', lastName: 'Costa' },
        { firstName: 'Zoë', lastName: 'Núñez' },
      ],
      bookingForOther: 1,
      welcomeSign: 'Inês Costa',
      notes: 'Wheelchair at the gate, please.\nTwo large suitcases.',
      mobileNoPrefix: '+44',
      mobileNo: '7400123456',
      mobileCountry: 'United Kingdom',
    });
    expect(readPassengersDraft()).toMatchObject({ saved: true, bookingForOther: 1 });
    expect(sessionStorage.getItem('PSGSDATA')).not.toBeNull();
  });

  it('asks for the traveller’s email only when booking for someone else: optional, checked, then sent', async () => {
    const seen = serve();
    withSteps(1);
    const { location } = renderAt(START, screens);
    const travellerEmail = () => screen.queryByRole('textbox', { name: "Traveller's email (optional)" });
    expect(travellerEmail()).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('checkbox', { name: 'I am booking for someone else' }));
    expect(travellerEmail()).toHaveAccessibleDescription(
      'The confirmation and any cancellation are also sent here. Leave it empty if the traveller has no email.',
    );
    await user.type(firstName(1), 'Inês');
    await user.type(lastName(1), 'Costa');
    await user.type(prefix(), '+44');
    await user.type(number(), '7400 123456');
    await user.type(travellerEmail() as HTMLElement, 'ines@');
    await user.click(continueButton());
    expect(travellerEmail()).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid email address.'),
    );
    expect(travellerEmail()).toHaveFocus();
    expect(seen.filter((request) => request.path === '/airport-assistant/save-passengers')).toHaveLength(0);

    await user.type(travellerEmail() as HTMLElement, 'example.com ');
    await user.click(continueButton());
    expect(location()).toBe('/airport-assistant/step-4');
    expect(seen.find((request) => request.path === '/airport-assistant/save-passengers')?.body).toMatchObject(
      {
        bookingForOther: 1,
        travellerEmail: 'ines@example.com',
      },
    );
  });

  it('sends no traveller’s email for the cardholder’s own booking, nor an empty one', async () => {
    const seen = serve();
    withSteps(1);
    writePassengersDraft(savedPassengers({ saved: false, travellerEmail: 'left@over.com' }));
    const { location } = renderAt(START, screens);
    const user = userEvent.setup({ delay: null });
    await user.click(continueButton());
    expect(location()).toBe('/airport-assistant/step-4');
    const body = seen.find((request) => request.path === '/airport-assistant/save-passengers')?.body;
    expect(body).toMatchObject({ bookingForOther: 0 });
    expect(body).not.toHaveProperty('travellerEmail');
  });

  it('keeps what was typed across a reload (the PSGSDATA draft)', async () => {
    serve();
    withSteps(2);
    const first = renderAt(START, screens);
    const user = userEvent.setup({ delay: null });
    await user.type(firstName(2), 'Zoë');
    await user.type(notes(), 'Meet us at gate 12');
    first.unmount();

    serve();
    renderAt(START, screens);
    expect(firstName(2)).toHaveValue('Zoë');
    expect(notes()).toHaveValue('Meet us at gate 12');
    expect(readPassengersDraft()?.saved).toBe(false);
  });

  it('shows as many name pairs as step 2 now says, keeping the names typed before', () => {
    serve();
    withSteps(1);
    writePassengersDraft(savedPassengers({ saved: false }));
    renderAt(START, screens);
    expect(screen.getAllByRole('group', { name: /^Passenger \d/ })).toHaveLength(1);
    expect(firstName(1)).toHaveValue('Ana');
  });

  it('sends the user back to Booking Details when the server’s draft is gone', async () => {
    serve(() => fail(ErrorCode.BOOKING_INCOMPLETE, 'Please complete the earlier steps of this booking.'));
    withSteps(1);
    writePassengersDraft(
      savedPassengers({ passengers: [{ firstName: 'Ana', lastName: 'Silva' }], saved: false }),
    );
    renderAt(START, screens);
    await userEvent.click(continueButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please complete the earlier steps of this booking.');
    expect(within(alert).getByRole('link', { name: 'Back to Booking Details' })).toHaveAttribute(
      'href',
      '/airport-assistant/step-2',
    );
    expect(readBookingDraft()).toMatchObject({ saved: false, uuid: null });
  });
});
