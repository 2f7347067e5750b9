import type { Flight } from '@portal/shared/contracts/flights';
import { localDateTime } from '@portal/shared/time';
import { describe, expect, it } from 'vitest';
import { createAirportService } from '../../src/services/airports';
import { airlineByCode, SANDBOX_AIRLINES } from '../../src/services/flights/airlines';
import {
  blockMinutes,
  createSandboxFlightSchedule,
  greatCircleKm,
} from '../../src/services/flights/flight-schedule';
import { NETWORK_AIRPORT_CODES } from '../../src/services/flights/network-airports';

const airports = createAirportService();
const schedule = createSandboxFlightSchedule(airports);

const found = async (flightNumber: string, date: string): Promise<Flight> => {
  const flight = await schedule.find(flightNumber, date);
  if (!flight) throw new Error(`${flightNumber} on ${date} not served`);
  return flight;
};

describe('the sandbox flight schedule', () => {
  it('answers the same for the same flight number and date, from any instance', async () => {
    const again = createSandboxFlightSchedule(createAirportService());
    for (const number of ['BA117', 'LA8000', 'EK1', 'AD2001', 'G31234', '6E1042']) {
      expect(await again.find(number, '2026-12-01'), number).toEqual(
        await schedule.find(number, '2026-12-01'),
      );
    }
    // Every day the same route at the same local time of departure.
    const winter = await found('BA117', '2026-12-01');
    const summer = await found('BA117', '2026-07-01');
    expect(summer.legs.map((leg) => [leg.departure.code, leg.arrival.code])).toEqual(
      winter.legs.map((leg) => [leg.departure.code, leg.arrival.code]),
    );
    expect(summer.legs[0]?.departure.time).toBe(winter.legs[0]?.departure.time);
  });

  it('names the airline from the IATA designator and normalises the number', async () => {
    const flight = await found('BA0117', '2026-12-01');
    expect(flight).toMatchObject({
      flightNumber: 'BA117',
      airlineCode: 'BA',
      airlineName: 'British Airways',
    });
    expect((await found('6E1042', '2026-12-01')).airlineName).toBe('IndiGo');
    // The hubs of Turkish Airlines and Qatar Airways: Istanbul Airport and Hamad.
    expect((await found('TK1', '2026-12-01')).legs[0]?.departure).toMatchObject({
      code: 'IST',
      timeZone: 'Europe/Istanbul',
    });
    expect((await found('QR2', '2026-12-01')).legs[0]?.arrival).toMatchObject({
      code: 'DOH',
      timeZone: 'Asia/Qatar',
    });
    expect(SANDBOX_AIRLINES.length).toBeGreaterThanOrEqual(40);
    for (const airline of SANDBOX_AIRLINES) {
      for (const hub of airline.hubs) expect(NETWORK_AIRPORT_CODES, `${airline.code} ${hub}`).toContain(hub);
    }
  });

  it('does not locate unknown airlines, numbers from 9000 up, or dates that do not exist', async () => {
    for (const [number, date] of [
      ['ZZ123', '2026-12-01'],
      ['QQ1', '2026-12-01'],
      ['BA9000', '2026-12-01'],
      ['BA9999', '2026-12-01'],
      ['BA0', '2026-12-01'],
      ['BA117', '2026-02-30'],
      ['BA117', '2026-13-01'],
      ['hello', '2026-12-01'],
    ]) {
      expect(await schedule.find(number as string, date as string), `${number} ${date}`).toBeNull();
    }
    expect(await schedule.find('BA8999', '2026-12-01')).not.toBeNull();
  });

  it('flies between real airports, in local time at each, for as long as the distance takes', async () => {
    for (const number of ['BA117', 'BA118', 'QF1', 'LA8000', 'UA1001', 'AD2001', 'JL5']) {
      const flight = await found(number, '2026-12-01');
      for (const leg of flight.legs) {
        for (const point of [leg.departure, leg.arrival]) {
          const airport = await airports.find(point.code);
          expect(airport, point.code).toBeDefined();
          expect(point).toMatchObject({ timeZone: airport?.timezone, name: airport?.name });
          expect(localDateTime(new Date(point.at), point.timeZone)).toEqual({
            date: point.date,
            time: point.time,
          });
        }
        const from = await airports.find(leg.departure.code);
        const to = await airports.find(leg.arrival.code);
        if (!from || !to) throw new Error('airport missing');
        const minutes = (Date.parse(leg.arrival.at) - Date.parse(leg.departure.at)) / 60_000;
        expect(minutes, number).toBe(blockMinutes(greatCircleKm(from, to)));
      }
    }
    // London to New York is about 5,570 km: some seven and a half hours.
    const lhr = await airports.find('LHR');
    const jfk = await airports.find('JFK');
    if (!lhr || !jfk) throw new Error('airport missing');
    expect(greatCircleKm(lhr, jfk)).toBeGreaterThan(5_500);
    expect(greatCircleKm(lhr, jfk)).toBeLessThan(5_600);
    expect(blockMinutes(greatCircleKm(lhr, jfk))).toBe(435);
  });

  it('flies each pair of numbers out from a hub and back; domestic numbers stay in the country', async () => {
    const out = await found('BA117', '2026-12-01');
    const back = await found('BA118', '2026-12-01');
    const ba = airlineByCode('BA');
    expect(ba?.hubs).toContain(out.legs[0]?.departure.code);
    expect(back.legs[0]?.departure.code).toBe(out.legs[0]?.arrival.code);
    expect(back.legs[0]?.arrival.code).toBe(out.legs[0]?.departure.code);
    expect(out.legs[0]?.arrival.countryCode).not.toBe('GB');
    for (const number of ['BA1001', 'BA1002', 'LA1203', 'UA1500']) {
      const leg = (await found(number, '2026-12-01')).legs[0];
      expect(leg?.departure.countryCode, number).toBe(leg?.arrival.countryCode);
    }
  });

  it('serves some numbers as indirect flights: two legs through a hub, connecting within hours', async () => {
    for (const number of ['BA2001', 'BA2002', 'LA2101', 'EK2500']) {
      const flight = await found(number, '2026-12-01');
      expect(flight.legs, number).toHaveLength(2);
      const [first, second] = flight.legs;
      expect(first?.arrival.code).toBe(second?.departure.code);
      expect(airlineByCode(flight.airlineCode)?.hubs).toContain(first?.arrival.code);
      const connection =
        (Date.parse(second?.departure.at ?? '') - Date.parse(first?.arrival.at ?? '')) / 60_000;
      expect(connection).toBeGreaterThanOrEqual(60);
      expect(connection).toBeLessThanOrEqual(150);
      expect(second?.flightNumber).toBe(flight.flightNumber);
    }
  });

  it('finds served flights landing at or leaving an airport on a local date (for tests and demos)', async () => {
    for (const [code, direction] of [
      ['LHR', 'arrival'],
      ['GRU', 'arrival'],
      ['MAD', 'departure'],
      ['IST', 'arrival'],
      ['DOH', 'departure'],
      ['BER', 'arrival'],
    ] as const) {
      const flights = await schedule.flightsAt(code, '2026-12-02', direction, 8);
      expect(flights, code).toHaveLength(8);
      const times = flights.map((item) =>
        direction === 'arrival' ? item.leg.arrival.at : item.leg.departure.at,
      );
      expect(times).toEqual([...times].sort());
      for (const item of flights) {
        const point = direction === 'arrival' ? item.leg.arrival : item.leg.departure;
        expect(point).toMatchObject({ code, date: '2026-12-02' });
        const flight = await found(item.flightNumber, item.date);
        expect(flight.legs).toContainEqual(item.leg);
      }
    }
    expect(await schedule.flightsAt('LHR', '2026-02-30', 'arrival')).toEqual([]);
    expect(await schedule.flightsAt('ZZZ', '2026-12-02', 'arrival')).toEqual([]);
  });
});
