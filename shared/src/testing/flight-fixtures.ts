import type { Flight, FlightLeg } from '@portal/shared/contracts/flights';

/**
 * British Airways' BA 117 between New York (JFK) and London Heathrow in July 2030, as the flight
 * search answers it (London on summer time, New York on EDT): the flight a booking test looks up.
 */

const JFK = {
  code: 'JFK',
  name: 'John F. Kennedy International Airport',
  city: 'New York',
  countryCode: 'US',
  timeZone: 'America/New_York',
};

const LHR = {
  code: 'LHR',
  name: 'London Heathrow Airport',
  city: 'London',
  countryCode: 'GB',
  timeZone: 'Europe/London',
};

/** BA 117 from New York landing at Heathrow on 16 July 2030, 08:40 local. */
export const BA117_TO_HEATHROW: FlightLeg = {
  flightNumber: 'BA117',
  departure: { ...JFK, date: '2030-07-15', time: '20:30', at: '2030-07-16T00:30:00.000Z' },
  arrival: { ...LHR, date: '2030-07-16', time: '08:40', at: '2030-07-16T07:40:00.000Z' },
};

/** BA 117 from Heathrow to New York on 16 July 2030, 11:20 local. */
export const BA117_FROM_HEATHROW: FlightLeg = {
  flightNumber: 'BA117',
  departure: { ...LHR, date: '2030-07-16', time: '11:20', at: '2030-07-16T10:20:00.000Z' },
  arrival: { ...JFK, date: '2030-07-16', time: '14:15', at: '2030-07-16T18:15:00.000Z' },
};

/** The flight of one `leg`, as British Airways'. */
export const britishAirways = (leg: FlightLeg): Flight => ({
  flightNumber: leg.flightNumber,
  airlineCode: 'BA',
  airlineName: 'British Airways',
  legs: [leg],
});

/** The flight search's answer: the flight and the leg at the service's airport. */
export const flightFound = (leg: FlightLeg) => ({ flight: britishAirways(leg), leg });
