import { clearAllDrafts } from '@portal/shared/stores';
import { describe, expect, it } from 'vitest';
import { savedBooking, savedFlight, savedPerson, UUID, withCar } from '../../test-support/fixtures';
import {
  readBookingDraft,
  readChildSeat,
  readFlightDraft,
  readPersonDraft,
  readUuid,
  writeBookingDraft,
  writeChildSeat,
  writeFlightDraft,
  writePersonDraft,
  writeUuid,
} from '../drafts';
import { redirectFor, requestResultPath, resetStepsAfter, resultPath, stepLoader } from '../steps';

describe('the Transport drafts', () => {
  it('live under the specification’s names in session storage, and go when the shell clears drafts', () => {
    writeBookingDraft(savedBooking());
    writeFlightDraft(savedFlight());
    writeChildSeat(1);
    writePersonDraft(savedPerson());
    writeUuid(UUID);
    for (const name of ['bookingDt', 'flightDt', 'childSeat', 'personDt', 'uuid'])
      expect(sessionStorage.getItem(`draft:${name}`)).not.toBeNull();
    expect(readBookingDraft()).toEqual(savedBooking());
    expect(readFlightDraft()).toEqual(savedFlight());
    expect(readChildSeat()).toBe(1);
    expect(readPersonDraft()).toEqual(savedPerson());
    expect(readUuid()).toBe(UUID);

    clearAllDrafts();
    expect([readBookingDraft(), readFlightDraft(), readPersonDraft(), readUuid(), readChildSeat()]).toEqual([
      null,
      null,
      null,
      null,
      0,
    ]);
  });

  it('are read defensively: broken or foreign values are dropped, counts kept in their limits', () => {
    sessionStorage.setItem('draft:bookingDt', '{not json');
    expect(readBookingDraft()).toBeNull();
    sessionStorage.setItem(
      'draft:bookingDt',
      JSON.stringify({
        from: { id: 'x', kind: 'spaceport', name: 'Moon' },
        adults: 40,
        children: -2,
        luggage: 99,
        saved: true,
      }),
    );
    expect(readBookingDraft()).toMatchObject({
      from: null,
      adults: 12,
      children: 0,
      luggage: 12,
      saved: false,
    });
    sessionStorage.setItem('draft:uuid', JSON.stringify('not-a-uuid'));
    expect(readUuid()).toBeNull();
    sessionStorage.setItem('draft:childSeat', JSON.stringify(5));
    expect(readChildSeat()).toBe(0);
  });

  it('decide which step may show: the first unfinished one otherwise', () => {
    expect(redirectFor(1)).toBeNull();
    expect(redirectFor(3)).toBe('/transport-services/step-1');
    writeBookingDraft(savedBooking());
    writeUuid(UUID);
    expect(redirectFor(2)).toBeNull();
    expect(redirectFor(4)).toBe('/transport-services/step-2');
    writeBookingDraft(withCar());
    expect(redirectFor(4)).toBe('/transport-services/step-3');
    writePersonDraft(savedPerson());
    expect(redirectFor(4)).toBeNull();

    // Back on step 1, the car and the passenger must be confirmed again.
    resetStepsAfter(1);
    expect(readBookingDraft()).toMatchObject({ carDone: false, car: { carType: 'economy' } });
    expect(readPersonDraft()).toMatchObject({ saved: false, firstName: 'Ana' });
    expect(redirectFor(3)).toBe('/transport-services/step-2');

    expect(resultPath('TS-7K3D9Q')).toBe('/transport-services/succ?currentType=0&isWhat=0&orderNo=TS-7K3D9Q');
    expect(requestResultPath('TS-7K3D9Q')).toBe(
      '/transport-services/succ?currentType=request&orderNo=TS-7K3D9Q',
    );
  });

  it('guard the steps in their route loaders, before a step’s code loads; paying a quotation needs no drafts', () => {
    const load = (step: 2 | 3 | 4, url: string) =>
      stepLoader(step)({ request: new Request(`http://portal.test${url}`) });
    const target = (response: unknown) =>
      response instanceof Response ? response.headers.get('Location') : null;
    expect(target(load(3, '/transport-services/step-3'))).toBe('/transport-services/step-1');
    expect(load(4, '/transport-services/step-4?currentType=quote&orderNo=TS-7K3D9Q')).toBeNull();
    expect(target(load(4, '/transport-services/step-4?currentType=request'))).toBe(
      '/transport-services/step-1',
    );
    writeBookingDraft(savedBooking());
    writeUuid(UUID);
    expect(load(2, '/transport-services/step-2')).toBeNull();
    expect(target(load(3, '/transport-services/step-3'))).toBe('/transport-services/step-2');
  });
});
