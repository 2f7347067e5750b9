import { AIR_TICKET_TYPES } from '@portal/shared/contracts/airport-assistant';
import { clearAllDrafts } from '@portal/shared/stores';
import { describe, expect, it } from 'vitest';
import { savedBooking, savedPassengers, savedService } from '../../test-support/fixtures';
import {
  readBookingDraft,
  readPassengersDraft,
  readServiceDraft,
  writeBookingDraft,
  writePassengersDraft,
  writeServiceDraft,
} from '../drafts';
import { redirectFor, resultPath } from '../steps';

describe('the Airport Assistant drafts', () => {
  it('live under SPONE, draft:assistantBooking and PSGSDATA in session storage, and go when the shell clears drafts', () => {
    writeServiceDraft(savedService());
    writeBookingDraft(savedBooking());
    writePassengersDraft(savedPassengers());
    expect(JSON.parse(sessionStorage.getItem('SPONE') ?? 'null')).toMatchObject({ airport: { code: 'LHR' } });
    expect(JSON.parse(sessionStorage.getItem('draft:assistantBooking') ?? 'null')).toMatchObject({
      flightNumber: 'BA117',
    });
    expect(JSON.parse(sessionStorage.getItem('PSGSDATA') ?? 'null')).toMatchObject({
      welcomeSign: 'Ana Silva',
    });
    expect(readServiceDraft()).toEqual(savedService());
    expect(readBookingDraft()).toEqual(savedBooking());
    expect(readPassengersDraft()).toEqual(savedPassengers());

    clearAllDrafts();
    expect([readServiceDraft(), readBookingDraft(), readPassengersDraft()]).toEqual([null, null, null]);
  });

  it('are read defensively: broken or foreign values are dropped, counts kept in their limits', () => {
    sessionStorage.setItem('SPONE', '{not json');
    expect(readServiceDraft()).toBeNull();
    sessionStorage.setItem(
      'SPONE',
      JSON.stringify({ airport: { code: 'LHR' }, serviceType: 'teleport', done: true }),
    );
    expect(readServiceDraft()).toMatchObject({ airport: null, serviceType: null, done: false });
    sessionStorage.setItem(
      'draft:assistantBooking',
      JSON.stringify({ passengers: 99, luggage: -3, ticketType: 'cargo', saved: true }),
    );
    expect(readBookingDraft()).toMatchObject({ passengers: 10, luggage: 0, ticketType: '', saved: false });
  });

  it('keep a stored value only when the contract lists it', () => {
    writeBookingDraft(savedBooking({ ticketType: AIR_TICKET_TYPES[0] }));
    expect(readBookingDraft()?.ticketType).toBe('first');
  });

  it('decide which step may show: the first unfinished one otherwise', () => {
    expect(redirectFor(1)).toBeNull();
    expect(redirectFor(3)).toBe('/airport-assistant/step-1');
    writeServiceDraft(savedService());
    expect(redirectFor(2)).toBeNull();
    expect(redirectFor(4)).toBe('/airport-assistant/step-2');
    writeBookingDraft(savedBooking());
    expect(redirectFor(4)).toBe('/airport-assistant/step-3');
    writePassengersDraft(savedPassengers());
    expect(redirectFor(4)).toBeNull();
    expect(resultPath('AA-7K3D9Q')).toBe('/airport-assistant/succ?currentType=0&isWhat=0&orderNo=AA-7K3D9Q');
  });
});
