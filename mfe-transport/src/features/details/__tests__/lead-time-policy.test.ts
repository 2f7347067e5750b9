import { SERVICE_POLICY, type ServicePolicy } from '@portal/shared/policy';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingDraft, FlightDraft } from '../../../lib/drafts';

/** The policy file itself, so every module that reads the policy sees the swapped one. */
const POLICY_FILE = '../../../../../shared/src/policy/service-policy';

const heathrow = {
  id: 'airport:LHR',
  kind: 'airport',
  name: 'Heathrow',
  address: 'London',
  airportCode: 'LHR',
} as const;
const savoy = {
  id: 'poi:savoy',
  kind: 'hotel',
  name: 'The Savoy',
  address: 'Strand',
  airportCode: null,
} as const;
const flight: FlightDraft = {
  flightNumber: 'BA117',
  flightDate: '2026-03-04',
  leg: null,
  airlineName: null,
  legFor: null,
};
/** A pick-up 40 hours after `now`, at Heathrow (London is on GMT in early March). */
const booking = {
  from: savoy,
  to: heathrow,
  pickupDate: '2026-03-04',
  pickupTime: '01:00',
} as unknown as BookingDraft;
const now = Date.parse('2026-03-02T09:00:00Z');

const pickupError = async (policy?: ServicePolicy) => {
  vi.resetModules();
  if (policy) vi.doMock(POLICY_FILE, () => ({ SERVICE_POLICY: policy }));
  const { validateDetails } = await import('../validate-details');
  return validateDetails(booking, flight, 'Europe/London', () => null, now).errors.pickupDate;
};

describe('the lead time of the Transport details page', () => {
  afterEach(() => {
    vi.doUnmock(POLICY_FILE);
    vi.resetModules();
  });

  it('is the service policy’s: refused 40 hours ahead today, accepted when the policy asks for 36', async () => {
    expect(await pickupError()).toBe('details.tooSoon');
    expect(
      await pickupError({ ...SERVICE_POLICY, transport: { ...SERVICE_POLICY.transport, minHoursAhead: 36 } }),
    ).toBeUndefined();
  });
});
