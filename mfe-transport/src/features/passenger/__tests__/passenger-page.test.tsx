import { useSessionStore } from '@portal/shared/stores';
import { AREA_CODES, fakeApi, ok, renderAt } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  readChildSeat,
  readPersonDraft,
  writeBookingDraft,
  writePersonDraft,
  writeUuid,
} from '../../../lib/drafts';
import { savedPerson, UUID, withCar } from '../../../test-support/fixtures';
import { setUpTexts } from '../../../test-support/setup-i18n';
import { PassengerPage } from '../passenger-page';

const START = '/transport-services/step-3';
const screens = { [START]: PassengerPage };

const serve = () =>
  fakeApi({
    '/transport/save-passenger': () => ok({ uuid: UUID }),
    '/area/country-list': () => ok(AREA_CODES),
  });
const setUp = () => userEvent.setup({ delay: null });

beforeAll(setUpTexts);

describe('/transport-services/step-3 (Passenger Details)', { timeout: 20_000 }, () => {
  it('cannot be reached before a car is chosen', () => {
    serve();
    writeBookingDraft(withCar({ carDone: false }));
    writeUuid(UUID);
    const { location } = renderAt(START, screens);
    expect(location()).toBe('/transport-services/step-2');
  });

  it('starts with the cardholder’s name and email, and asks for what is missing', async () => {
    const seen = serve();
    useSessionStore.setState({ userInfo: { firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com' } });
    writeBookingDraft(withCar());
    writeUuid(UUID);
    renderAt(START, screens);
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ana');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/^Name on the welcome sign/)).toHaveValue('Ana Silva');
    const user = setUp();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.clear(screen.getByLabelText(/^Last name/));
    await user.type(screen.getByLabelText(/^Last name/), 'Сильва');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText(/^Last name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid email address.'),
    );
    expect(seen.filter((request) => request.path === '/transport/save-passenger')).toHaveLength(0);
    useSessionStore.setState({ userInfo: null });
  });

  it('clears the cardholder’s name and email when booking for someone else, and brings them back when unticked', async () => {
    serve();
    useSessionStore.setState({ userInfo: { firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com' } });
    writeBookingDraft(withCar());
    writeUuid(UUID);
    renderAt(START, screens);
    const user = setUp();
    const forOther = screen.getByRole('checkbox', { name: 'I am booking for someone else' });
    await user.click(forOther);
    expect(screen.getByLabelText(/^First name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByLabelText(/^Name on the welcome sign/)).toHaveValue('');
    await user.type(screen.getByLabelText(/^First name/), 'Inês');
    await user.type(screen.getByLabelText(/^Email/), 'ines@example.com');
    expect(readPersonDraft()).toMatchObject({
      bookingForOther: 1,
      firstName: 'Inês',
      email: 'ines@example.com',
    });
    await user.click(forOther);
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ana');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Silva');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/^Name on the welcome sign/)).toHaveValue('Ana Silva');
    expect(readPersonDraft()).toMatchObject({
      bookingForOther: 0,
      firstName: 'Ana',
      email: 'ana@example.com',
    });
    useSessionStore.setState({ userInfo: null });
  });

  it('saves the passenger with the child seat and goes on to Review & Submit', async () => {
    const seen = serve();
    writeBookingDraft(withCar());
    writeUuid(UUID);
    writePersonDraft(savedPerson({ saved: false }));
    const { location } = renderAt(START, screens);
    const user = setUp();
    await user.click(screen.getByRole('checkbox', { name: 'Add a child seat (maximum 1)' }));
    expect(readChildSeat()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/transport-services/step-4'));
    expect(seen.find((request) => request.path === '/transport/save-passenger')?.body).toEqual({
      uuid: UUID,
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana.silva@example.com',
      bookingForOther: 0,
      welcomeSign: 'Ana Silva',
      notes: 'Two large suitcases.',
      childSeat: 1,
      mobileNoPrefix: '+44',
      mobileNo: '7400123456',
      mobileCountry: 'United Kingdom',
    });
    expect(readPersonDraft()?.saved).toBe(true);
  });
});
