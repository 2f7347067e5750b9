import { allAirports } from '@portal/shared/contracts';
import { assistantAirportList } from '@portal/shared/contracts/airport-assistant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_AIRPORT_CODES } from '../../src/services/flights/network-airports';
import { FLEET_AIRPORT_CODES } from '../../src/services/transport/transport-catalogue';
import { okResult } from '../helpers/envelope';
import { createTestApp, oneDatabaseTarget, type TestApp } from '../helpers/test-app';
import { demoUserId } from '../helpers/users';

/** The world's 100 busiest passenger airports (ACI World, 2023 passengers), busiest first. */
const BUSIEST_100 = [
  ...['ATL', 'DXB', 'DFW', 'LHR', 'HND', 'DEN', 'IST', 'LAX', 'ORD', 'DEL'],
  ...['CDG', 'CAN', 'JFK', 'AMS', 'MAD', 'FRA', 'SIN', 'LAS', 'MCO', 'ICN'],
  ...['PVG', 'CGK', 'CLT', 'PEK', 'SZX', 'MIA', 'BKK', 'BOM', 'SEA', 'SFO'],
  ...['BCN', 'EWR', 'PHX', 'MEX', 'KUL', 'IAH', 'DOH', 'MNL', 'YYZ', 'TFU'],
  ...['CKG', 'JED', 'SHA', 'XIY', 'SGN', 'GRU', 'SAW', 'LGW', 'BOS', 'BOG'],
  ...['FCO', 'HGH', 'HKG', 'PKX', 'SYD', 'KMG', 'BLR', 'MUC', 'AYT', 'TPE'],
  ...['MEL', 'FLL', 'MSP', 'LIS', 'RUH', 'DUB', 'CUN', 'LGA', 'ORY', 'PMI'],
  ...['DTW', 'NKG', 'CTU', 'CJU', 'HAN', 'VIE', 'ZRH', 'MXP', 'PHL', 'ATH'],
  ...['MAN', 'NRT', 'CSX', 'TAO', 'SLC', 'CPH', 'DMK', 'BWI', 'CAI', 'URC'],
  ...['DCA', 'HYD', 'IAD', 'SAN', 'TPA', 'YVR', 'KIX', 'SHE', 'HAK', 'CGO'],
];

/** Airports the old data set lacked or had no zone for. */
const NEWLY_SERVED = ['IST', 'DOH', 'BER', 'PKX', 'HYD'];

const acceptsZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeStyle: 'short' }).format(new Date());
    return true;
  } catch {
    return false;
  }
};

describe.each(oneDatabaseTarget)('the airports of the data set, and those served (%s)', (target) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    ({ token } = await t.app.services.sessions.createSession(await demoUserId(t)));
  });
  afterAll(() => t?.close());

  it('lists the 100 busiest airports with a zone Intl accepts (GET /api/transport/all-airport)', async () => {
    expect(new Set(BUSIEST_100).size).toBe(100);
    const airports = okResult(allAirports, await t.app.inject('/api/transport/all-airport'));
    const byCode = new Map(airports.map((airport) => [airport.code, airport]));
    for (const code of [...BUSIEST_100, ...NEWLY_SERVED]) {
      const airport = byCode.get(code);
      expect(airport, code).toBeDefined();
      expect(airport?.countryCode, code).toMatch(/^[A-Z]{2}$/);
      expect(acceptsZone(airport?.timezone ?? ''), `${code} ${airport?.timezone}`).toBe(true);
    }
    expect(byCode.get('IST')).toMatchObject({
      name: 'Istanbul Airport',
      countryCode: 'TR',
      timezone: 'Europe/Istanbul',
    });
    expect(byCode.get('DOH')).toMatchObject({ name: 'Hamad International Airport', timezone: 'Asia/Qatar' });
    expect(byCode.get('BER')).toMatchObject({
      name: 'Berlin Brandenburg Airport',
      timezone: 'Europe/Berlin',
    });
    expect(byCode.get('PKX')).toMatchObject({ city: 'Beijing', timezone: 'Asia/Shanghai' });
    expect(byCode.get('HYD')).toMatchObject({ city: 'Hyderabad', timezone: 'Asia/Kolkata' });
  });

  it('serves each of them for booking (GET /api/airport-assistant/airport-list, the page’s list)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/airport-assistant/airport-list',
      headers: { authorization: token },
    });
    const { airports } = okResult(assistantAirportList, response);
    const served = new Map(airports.map((airport) => [airport.code, airport]));
    expect([...BUSIEST_100, ...NEWLY_SERVED].filter((code) => !served.has(code))).toEqual([]);
    // Every code of the network is in the data set: none is left out silently.
    expect(airports).toHaveLength(new Set(NETWORK_AIRPORT_CODES).size);
    for (const code of NEWLY_SERVED) {
      expect(acceptsZone(served.get(code)?.timeZone ?? ''), code).toBe(true);
    }
    expect(served.get('IST')).toMatchObject({ city: 'Istanbul', country: 'Turkey', countryCode: 'TR' });
  });

  it('has every airport of the transport fleet in the data set', async () => {
    for (const code of FLEET_AIRPORT_CODES)
      expect(await t.app.services.airports.find(code), code).toBeDefined();
    expect(FLEET_AIRPORT_CODES).toEqual(expect.arrayContaining(['IST', 'DOH', 'BER']));
  });
});
