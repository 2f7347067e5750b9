import { FAST_TRACK_MAX_PASSENGERS, laneCodeSchema, laneSchema } from '@portal/shared/contracts/fast-track';
import { describe, expect, it } from 'vitest';
import { loadAirports } from '../airports';
import {
  type CatalogueLane,
  catalogueAirportCodes,
  LANE_CATALOGUE,
  laneByCode,
  lanesForAirport,
  minutesOfDay,
  readLanes,
  slotStartInstant,
  slotsForDay,
} from './lane-catalogue';

const lane = (code: string): CatalogueLane => {
  const found = laneByCode(code);
  if (!found) throw new Error(`no lane ${code}`);
  return found;
};

/** A lane open round the clock, to reach the night hours where clocks change. */
const allDay = (code: string): CatalogueLane => ({
  ...lane(code),
  opensAt: '00:00',
  closesAt: '24:00',
  slotMinutes: 30,
});

const iso = (date: Date) => date.toISOString();

describe('the Fast Track lane catalogue', () => {
  it('gives every lane a unique code in the contract shape, naming its airport and direction', () => {
    const codes = LANE_CATALOGUE.map((l) => l.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const l of LANE_CATALOGUE) {
      expect(laneCodeSchema.safeParse(l.code).success, l.code).toBe(true);
      expect(l.code.startsWith(`${l.airportCode}-`), l.code).toBe(true);
      expect(l.code.endsWith(l.direction === 'departure' ? '-DEP' : '-ARR'), l.code).toBe(true);
      // What the browser is sent must satisfy the contract (the lead strips capacityPerSlot).
      expect(laneSchema.safeParse(l).success, l.code).toBe(true);
    }
  });

  it('covers at least 25 airports, each in the shipped airport data with an IANA zone', async () => {
    const codes = catalogueAirportCodes();
    expect(codes.length).toBeGreaterThanOrEqual(25);
    const airports = new Map((await loadAirports()).map((a) => [a.code, a]));
    for (const code of codes) {
      const zone = airports.get(code)?.timezone;
      expect(zone, code).toBeTruthy();
      // A zone Intl does not know would throw here, and every instant of that airport with it.
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    }
  });

  it('has several terminals at the big hubs, departures everywhere and arrival lanes where they exist', () => {
    expect(lanesForAirport('LHR').map((l) => l.terminal)).toEqual([
      'Terminal 2',
      'Terminal 3',
      'Terminal 4',
      'Terminal 5',
    ]);
    expect(lanesForAirport('JFK').map((l) => l.code)).toEqual(['JFK-T1-DEP', 'JFK-T4-DEP', 'JFK-T8-DEP']);
    for (const code of catalogueAirportCodes()) {
      expect(
        lanesForAirport(code).some((l) => l.direction === 'departure'),
        code,
      ).toBe(true);
    }
    expect(LANE_CATALOGUE.filter((l) => l.direction === 'arrival').length).toBeGreaterThanOrEqual(10);
    expect(LANE_CATALOGUE.some((l) => l.opensAt === '00:00' && l.closesAt === '24:00')).toBe(true);
  });

  it('keeps hours, prices, slots and seats within the provider rules', () => {
    for (const l of LANE_CATALOGUE) {
      const opens = minutesOfDay(l.opensAt);
      const closes = minutesOfDay(l.closesAt);
      expect(opens, l.code).toBeLessThan(closes);
      expect(l.opensAt, l.code).not.toBe('24:00');
      expect([15, 30], l.code).toContain(l.slotMinutes);
      expect(opens % l.slotMinutes, `${l.code} opens on a slot boundary`).toBe(0);
      expect(closes % l.slotMinutes, `${l.code} closes on a slot boundary`).toBe(0);
      expect(l.pricePerPassenger, l.code).toBeGreaterThanOrEqual(1500);
      expect(l.pricePerPassenger, l.code).toBeLessThanOrEqual(4500);
      expect(Number.isInteger(l.pricePerPassenger), l.code).toBe(true);
      expect(l.currency).toBe('USD');
      expect(l.capacityPerSlot, l.code).toBeGreaterThanOrEqual(6);
      expect(l.capacityPerSlot, l.code).toBeLessThanOrEqual(20);
      expect(l.maxPassengers, l.code).toBeGreaterThanOrEqual(1);
      expect(l.maxPassengers, l.code).toBeLessThanOrEqual(
        Math.min(FAST_TRACK_MAX_PASSENGERS, l.capacityPerSlot),
      );
      // One English sentence of provider text.
      expect(l.location, l.code).toMatch(/^[A-Z][^\n]{20,140}\.$/);
      expect(l.location.slice(0, -1), l.code).not.toContain('. ');
    }
  });

  it('looks lanes up by airport and code, in any case, and finds nothing for the unknown', () => {
    expect(lanesForAirport('lhr')).toBe(lanesForAirport('LHR'));
    expect(lanesForAirport('BCN').every((l) => l.airportCode === 'BCN')).toBe(true);
    expect(lanesForAirport('XXX')).toEqual([]);
    expect(lanesForAirport('CDG').at(-1)?.direction).toBe('arrival');
    expect(laneByCode('lhr-t5-dep')?.terminal).toBe('Terminal 5');
    expect(laneByCode('LHR-T9-DEP')).toBeUndefined();
    expect(Object.isFrozen(lane('LHR-T5-DEP'))).toBe(true);
  });
});

describe('slots of a lane on a local date', () => {
  it('cover the opening hours of every lane without gaps or overlaps', () => {
    for (const l of LANE_CATALOGUE) {
      const slots = slotsForDay(l, '2026-06-10');
      expect(slots[0]?.start, l.code).toBe(l.opensAt);
      expect(slots.at(-1)?.end, l.code).toBe(l.closesAt);
      slots.forEach((slot, i) => {
        expect(minutesOfDay(slot.end) - minutesOfDay(slot.start), l.code).toBe(l.slotMinutes);
        if (i > 0) expect(slot.start, l.code).toBe(slots[i - 1]?.end);
      });
      const open = minutesOfDay(l.closesAt) - minutesOfDay(l.opensAt);
      expect(slots.length, l.code).toBe(open / l.slotMinutes);
    }
  });

  it('runs a 24 h lane from midnight to midnight', () => {
    const slots = slotsForDay(lane('JFK-T4-DEP'), '2026-06-10', 'America/New_York');
    expect(slots).toHaveLength(48);
    expect(slots[0]).toEqual({ start: '00:00', end: '00:30' });
    expect(slots.at(-1)).toEqual({ start: '23:30', end: '24:00' });
  });

  it('leaves out the slots the clocks skip, and sells the repeated hour once', () => {
    // New York springs forward at 02:00 on 8 March 2026 and falls back at 02:00 on 1 November.
    const jfk = lane('JFK-T4-DEP');
    const spring = slotsForDay(jfk, '2026-03-08', 'America/New_York').map((s) => s.start);
    expect(spring).toHaveLength(46);
    expect(spring).not.toContain('02:00');
    expect(spring).not.toContain('02:30');
    expect(spring).toContain('03:00');
    expect(slotsForDay(jfk, '2026-11-01', 'America/New_York')).toHaveLength(48);
    // Without the zone the local table is returned as it is.
    expect(slotsForDay(jfk, '2026-03-08')).toHaveLength(48);
  });

  it('refuses a date that does not exist', () => {
    expect(() => slotsForDay(lane('LHR-T5-DEP'), '2026-02-30')).toThrow(RangeError);
    expect(() => slotsForDay(lane('LHR-T5-DEP'), '15/12/2026')).toThrow(RangeError);
  });
});

describe('the instant a slot starts', () => {
  it('follows London across the year and on the days the clocks change', () => {
    const t5 = lane('LHR-T5-DEP');
    expect(iso(slotStartInstant(t5, '2026-01-15', '09:00', 'Europe/London'))).toBe(
      '2026-01-15T09:00:00.000Z',
    );
    expect(iso(slotStartInstant(t5, '2026-07-15', '09:00', 'Europe/London'))).toBe(
      '2026-07-15T08:00:00.000Z',
    );
    // 29 March 2026: clocks go from 01:00 GMT to 02:00 BST; the first slot is already summer time.
    expect(iso(slotStartInstant(t5, '2026-03-29', '04:30', 'Europe/London'))).toBe(
      '2026-03-29T03:30:00.000Z',
    );
    const night = allDay('LHR-T5-DEP');
    expect(iso(slotStartInstant(night, '2026-03-29', '00:30', 'Europe/London'))).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    expect(iso(slotStartInstant(night, '2026-03-29', '02:00', 'Europe/London'))).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    expect(() => slotStartInstant(night, '2026-03-29', '01:30', 'Europe/London')).toThrow(/does not exist/);
    // 25 October 2026: 01:00–02:00 happens twice; the slot is the first (BST) one.
    expect(iso(slotStartInstant(night, '2026-10-25', '01:30', 'Europe/London'))).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(iso(slotStartInstant(night, '2026-10-25', '02:00', 'Europe/London'))).toBe(
      '2026-10-25T02:00:00.000Z',
    );
  });

  it('follows Sydney, whose summer time runs the other way round the year', () => {
    const syd = lane('SYD-T1-DEP');
    expect(iso(slotStartInstant(syd, '2026-01-15', '09:00', 'Australia/Sydney'))).toBe(
      '2026-01-14T22:00:00.000Z',
    );
    expect(iso(slotStartInstant(syd, '2026-07-15', '09:00', 'Australia/Sydney'))).toBe(
      '2026-07-14T23:00:00.000Z',
    );
    // 4 October 2026: 02:00 AEST becomes 03:00 AEDT; 5 April 2026: 03:00 AEDT becomes 02:00 AEST.
    expect(iso(slotStartInstant(syd, '2026-10-04', '04:30', 'Australia/Sydney'))).toBe(
      '2026-10-03T17:30:00.000Z',
    );
    expect(iso(slotStartInstant(syd, '2026-04-05', '04:30', 'Australia/Sydney'))).toBe(
      '2026-04-04T18:30:00.000Z',
    );
    const night = allDay('SYD-T1-DEP');
    expect(() => slotStartInstant(night, '2026-10-04', '02:30', 'Australia/Sydney')).toThrow(
      /does not exist/,
    );
    expect(iso(slotStartInstant(night, '2026-10-04', '03:00', 'Australia/Sydney'))).toBe(
      '2026-10-03T16:00:00.000Z',
    );
    expect(iso(slotStartInstant(night, '2026-04-05', '02:30', 'Australia/Sydney'))).toBe(
      '2026-04-04T15:30:00.000Z',
    );
    expect(iso(slotStartInstant(night, '2026-04-05', '03:00', 'Australia/Sydney'))).toBe(
      '2026-04-04T17:00:00.000Z',
    );
  });

  it('works in zones west of UTC and without summer time', () => {
    const gru = lane('GRU-T3-DEP');
    expect(iso(slotStartInstant(gru, '2026-03-01', '23:30', 'America/Sao_Paulo'))).toBe(
      '2026-03-02T02:30:00.000Z',
    );
    expect(iso(slotStartInstant(lane('DXB-T3-DEP'), '2026-12-31', '00:00', 'Asia/Dubai'))).toBe(
      '2026-12-30T20:00:00.000Z',
    );
  });

  it("refuses a time that is not one of the lane's slot starts", () => {
    const t5 = lane('LHR-T5-DEP');
    expect(() => slotStartInstant(t5, '2026-07-15', '04:00', 'Europe/London')).toThrow(/not a slot start/);
    expect(() => slotStartInstant(t5, '2026-07-15', '09:10', 'Europe/London')).toThrow(/not a slot start/);
    expect(() => slotStartInstant(t5, '2026-07-15', '22:00', 'Europe/London')).toThrow(/not a slot start/);
    expect(() => slotStartInstant(t5, '2026-07-15', '21:45', 'Europe/London')).not.toThrow();
    expect(() => slotStartInstant(t5, '2026-07-15', '9:00', 'Europe/London')).toThrow(RangeError);
  });
});

describe('the lanes file', () => {
  const row = {
    segment: 'T1',
    terminal: 'Terminal 1',
    direction: 'departure',
    location: 'Departures level, beside security.',
    opensAt: '05:00',
    closesAt: '22:00',
    pricePerPassenger: 2000,
    slotMinutes: 30,
    capacityPerSlot: 10,
  };

  it('reads a row into the lane the contract describes, with the defaults filled in', () => {
    const [read] = readLanes({ XYZ: [row] }).XYZ ?? [];
    expect(read).toEqual({
      code: 'XYZ-T1-DEP',
      airportCode: 'XYZ',
      name: 'Fast Track Security',
      terminal: 'Terminal 1',
      direction: 'departure',
      location: 'Departures level, beside security.',
      opensAt: '05:00',
      closesAt: '22:00',
      pricePerPassenger: 2000,
      currency: 'USD',
      slotMinutes: 30,
      capacityPerSlot: 10,
      maxPassengers: FAST_TRACK_MAX_PASSENGERS,
    });
  });

  it('refuses a bad row, naming the file, the airport, the row and the field', () => {
    const second = { ...row, segment: 'T2', closesAt: '25:00' };
    expect(() => readLanes({ XYZ: [row, second] })).toThrow(
      /^fast-track\/lanes\.json, XYZ lane 2 \(T2 departure\): closesAt: Not a local time/,
    );
    expect(() => readLanes({ XYZ: [{ ...row, slotMinutes: 20 }] })).toThrow(
      /XYZ lane 1 \(T1 departure\): slotMinutes/,
    );
    expect(() => readLanes({ XYZ: [{ ...row, opensAt: '22:00', closesAt: '05:00' }] })).toThrow(
      /closesAt: Not after opensAt/,
    );
    expect(() => readLanes({ XYZ: [{ ...row, closesAt: '21:45' }] })).toThrow(
      /closesAt: Not on a 30-minute slot boundary/,
    );
    expect(() => readLanes({ XYZ: [{ ...row, seats: 10 }] })).toThrow(/XYZ lane 1/);
    expect(() => readLanes({ XYZ: [row, row] })).toThrow(
      /XYZ lane 2 \(T1 departure\): XYZ-T1-DEP is listed twice/,
    );
    expect(() => readLanes({ xyz: [row] })).toThrow(/lanes\.json, airports: xyz: Not an IATA code/);
    expect(() => readLanes({ XYZ: [] })).toThrow(/lanes\.json, airports: XYZ/);
  });
});
