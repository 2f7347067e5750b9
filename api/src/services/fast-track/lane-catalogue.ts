/**
 * The provider's catalogue of Fast Track lanes (DESIGN §6b): plain data, no database. Each lane is
 * the contract's `Lane` plus what only the server needs (seats per slot). Hours are the airport's
 * local wall-clock time and stay within one local day (`closesAt` `24:00` = until midnight, a 24 h
 * lane is `00:00`–`24:00`), so a slot always belongs to the local date it starts on. The airport's
 * zone is not repeated here: it comes from the airport data, the one source of zones.
 */
import {
  FAST_TRACK_MAX_PASSENGERS,
  type Lane,
  type LaneDirection,
} from '@portal/shared/contracts/fast-track';

export type SlotMinutes = 15 | 30;

export interface CatalogueLane extends Lane {
  readonly slotMinutes: SlotMinutes;
  /** Seats sold per slot, across all orders (the booking side enforces it). */
  readonly capacityPerSlot: number;
}

/** One lane as written below; the code, name, currency and limits are filled in by `lane`. */
interface LaneRow {
  /** The code's middle part: `T5` in `LHR-T5-DEP`. */
  seg: string;
  terminal: string;
  dir: LaneDirection;
  /** Overrides the usual product name for the direction. */
  name?: string;
  location: string;
  hours: readonly [opensAt: string, closesAt: string];
  /** USD cents per passenger. */
  price: number;
  slot: SlotMinutes;
  seats: number;
  maxPassengers?: number;
}

const DEFAULT_NAME: Record<LaneDirection, string> = {
  departure: 'Fast Track Security',
  arrival: 'Fast Track Immigration',
};

const lane = (airportCode: string, row: LaneRow): CatalogueLane =>
  Object.freeze({
    code: `${airportCode}-${row.seg}-${row.dir === 'departure' ? 'DEP' : 'ARR'}`,
    airportCode,
    name: row.name ?? DEFAULT_NAME[row.dir],
    terminal: row.terminal,
    direction: row.dir,
    location: row.location,
    opensAt: row.hours[0],
    closesAt: row.hours[1],
    pricePerPassenger: row.price,
    // The provider prices every lane in USD; the order keeps the currency it was sold in.
    currency: 'USD',
    slotMinutes: row.slot,
    capacityPerSlot: row.seats,
    maxPassengers: row.maxPassengers ?? FAST_TRACK_MAX_PASSENGERS,
  });

const ALL_DAY = ['00:00', '24:00'] as const;

/** IATA code → its lanes. Airports whose data has no time zone (IST, DOH) cannot be sold. */
const ROWS: Record<string, LaneRow[]> = {
  LHR: [
    {
      seg: 'T2',
      terminal: 'Terminal 2',
      dir: 'departure',
      location:
        'Departures level, after check-in zones A to D: the Fast Track entrance is to the right of main security.',
      hours: ['05:00', '21:30'],
      price: 2400,
      slot: 15,
      seats: 12,
    },
    {
      seg: 'T3',
      terminal: 'Terminal 3',
      dir: 'departure',
      location:
        'Departures level, opposite check-in zone A: follow the purple Fast Track signs beside security.',
      hours: ['05:00', '21:30'],
      price: 2400,
      slot: 15,
      seats: 12,
    },
    {
      seg: 'T4',
      terminal: 'Terminal 4',
      dir: 'departure',
      location: 'Departures level, at the left end of the check-in hall by zone A, marked Fast Track.',
      hours: ['05:30', '20:30'],
      price: 2200,
      slot: 30,
      seats: 10,
    },
    {
      seg: 'T5',
      terminal: 'Terminal 5',
      dir: 'departure',
      location:
        'Departures level, north security by check-in zone H: take the Fast Track lane left of the queue.',
      hours: ['04:30', '22:00'],
      price: 2600,
      slot: 15,
      seats: 20,
    },
  ],
  LGW: [
    {
      seg: 'N',
      terminal: 'North Terminal',
      dir: 'departure',
      location:
        'Check-in hall, north end of security: the Fast Track gate is beside the escalators to level 2.',
      hours: ['04:00', '21:30'],
      price: 1800,
      slot: 15,
      seats: 12,
    },
    {
      seg: 'S',
      terminal: 'South Terminal',
      dir: 'departure',
      location: 'Level 1 check-in hall: the Fast Track entrance is at the far right of the security hall.',
      hours: ['04:00', '21:30'],
      price: 1800,
      slot: 15,
      seats: 12,
    },
  ],
  MAN: [
    {
      seg: 'T1',
      terminal: 'Terminal 1',
      dir: 'departure',
      location:
        'First floor, straight ahead from the check-in hall: use the Fast Track gate left of security.',
      hours: ['03:30', '21:00'],
      price: 1700,
      slot: 30,
      seats: 10,
    },
    {
      seg: 'T2',
      terminal: 'Terminal 2',
      dir: 'departure',
      location: 'Departures level, at the entrance to the central security hall, signed Fast Track.',
      hours: ['03:30', '21:00'],
      price: 1700,
      slot: 30,
      seats: 12,
    },
  ],
  CDG: [
    {
      seg: '1',
      terminal: 'Terminal 1',
      dir: 'departure',
      location: 'Departures level 3, at the passport control of your satellite: follow the Fast Track signs.',
      hours: ['05:30', '22:00'],
      price: 2300,
      slot: 30,
      seats: 10,
    },
    {
      seg: '2E',
      terminal: 'Terminal 2E',
      dir: 'departure',
      location:
        'Departures level, at the entry to security for halls K, L and M, through the lane marked Fast Track.',
      hours: ['05:30', '22:30'],
      price: 2500,
      slot: 15,
      seats: 16,
    },
    {
      seg: '2F',
      terminal: 'Terminal 2F',
      dir: 'departure',
      location: 'Departures level, to the right of the security checkpoint, through the Fast Track gate.',
      hours: ['05:30', '21:30'],
      price: 2300,
      slot: 15,
      seats: 12,
    },
    {
      seg: '2E',
      terminal: 'Terminal 2E',
      dir: 'arrival',
      location:
        'After leaving the aircraft, follow the Fast Track signs before passport control in hall K, L or M.',
      hours: ['06:00', '22:30'],
      price: 3500,
      slot: 30,
      seats: 10,
    },
  ],
  JFK: [
    {
      seg: 'T1',
      terminal: 'Terminal 1',
      dir: 'departure',
      location:
        'Departures level, at the main security checkpoint: use the Fast Track entrance on the right.',
      hours: ['04:00', '22:30'],
      price: 3000,
      slot: 15,
      seats: 12,
    },
    {
      seg: 'T4',
      terminal: 'Terminal 4',
      dir: 'departure',
      location:
        'Departures level, checkpoint B: the Fast Track lane starts at the far left of the screening area.',
      hours: ALL_DAY,
      price: 3200,
      slot: 30,
      seats: 16,
    },
    {
      seg: 'T8',
      terminal: 'Terminal 8',
      dir: 'departure',
      location: 'Departures level, at the security checkpoint facing check-in: follow the Fast Track signs.',
      hours: ['04:00', '22:00'],
      price: 3000,
      slot: 15,
      seats: 12,
    },
  ],
  DXB: [
    {
      seg: 'T1',
      terminal: 'Terminal 1',
      dir: 'departure',
      location: 'Departures level, after check-in: the Fast Track lane is at the right of passport control.',
      hours: ALL_DAY,
      price: 3500,
      slot: 30,
      seats: 16,
    },
    {
      seg: 'T3',
      terminal: 'Terminal 3',
      dir: 'departure',
      location:
        'Departures level, between check-in rows 1 and 2, at the Fast Track entrance to passport control.',
      hours: ALL_DAY,
      price: 3800,
      slot: 15,
      seats: 20,
    },
    {
      seg: 'T1',
      terminal: 'Terminal 1',
      dir: 'arrival',
      location:
        'On leaving the aircraft, look for the host holding a Fast Track sign before the immigration hall.',
      hours: ALL_DAY,
      price: 4200,
      slot: 30,
      seats: 10,
    },
    {
      seg: 'T3',
      terminal: 'Terminal 3',
      dir: 'arrival',
      location: 'At the top of the escalators to immigration, take the lane marked Fast Track on the left.',
      hours: ALL_DAY,
      price: 4500,
      slot: 30,
      seats: 12,
    },
  ],
  SIN: [
    {
      seg: 'T1',
      terminal: 'Terminal 1',
      dir: 'departure',
      name: 'Fast Lane Immigration and Security',
      location: 'Departure hall, behind check-in row 5: the Fast Lane gate opens to the immigration hall.',
      hours: ['05:00', '24:00'],
      price: 2800,
      slot: 30,
      seats: 12,
    },
    {
      seg: 'T2',
      terminal: 'Terminal 2',
      dir: 'departure',
      name: 'Fast Lane Immigration and Security',
      location: 'Departure hall, at the central immigration entrance: use the lane marked Fast Lane.',
      hours: ['05:00', '24:00'],
      price: 2800,
      slot: 30,
      seats: 12,
    },
    {
      seg: 'T3',
      terminal: 'Terminal 3',
      dir: 'departure',
      name: 'Fast Lane Immigration and Security',
      location:
        'Departure hall, level 2, opposite check-in row 10: the Fast Lane is to the left of immigration.',
      hours: ALL_DAY,
      price: 3000,
      slot: 30,
      seats: 14,
    },
  ],
  FRA: [
    {
      seg: 'T1',
      terminal: 'Terminal 1',
      dir: 'departure',
      name: 'Fast Lane Security',
      location:
        'Departure hall B, level 2: the Fast Lane entrance is beside the central security checkpoint.',
      hours: ['04:30', '22:00'],
      price: 2000,
      slot: 15,
      seats: 16,
    },
    {
      seg: 'T2',
      terminal: 'Terminal 2',
      dir: 'departure',
      name: 'Fast Lane Security',
      location: 'Departure hall D, level 3: follow the Fast Lane signs to the right of the security area.',
      hours: ['05:00', '21:30'],
      price: 1900,
      slot: 30,
      seats: 10,
    },
  ],
  AMS: [
    {
      seg: 'MAIN',
      terminal: 'Departure Halls 1–3',
      dir: 'departure',
      location:
        'Departure level, central security filter 2: enter through the priority gate signed Fast Track.',
      hours: ['04:00', '22:30'],
      price: 2100,
      slot: 15,
      seats: 16,
    },
  ],
  HKG: [
    {
      seg: 'T1',
      terminal: 'Terminal 1',
      dir: 'departure',
      location: 'Departures level 7, at the centre of check-in aisles D and E, through the Fast Track gate.',
      hours: ['05:30', '23:30'],
      price: 2400,
      slot: 30,
      seats: 14,
    },
  ],
  NRT: [
    {
      seg: 'T1',
      terminal: 'Terminal 1',
      dir: 'departure',
      location:
        'Departure lobby, 4th floor, central security: use the Fast Track lane between the south gates.',
      hours: ['06:30', '21:30'],
      price: 2200,
      slot: 30,
      seats: 10,
    },
    {
      seg: 'T2',
      terminal: 'Terminal 2',
      dir: 'departure',
      location: 'Departure lobby, 3rd floor, at the main security entrance: follow the Fast Track signs.',
      hours: ['06:30', '21:30'],
      price: 2200,
      slot: 30,
      seats: 10,
    },
  ],
  HND: [
    {
      seg: 'T3',
      terminal: 'Terminal 3 (International)',
      dir: 'departure',
      location:
        'Departure lobby, 3rd floor, at the centre security area: the Fast Track lane is on the far left.',
      hours: ALL_DAY,
      price: 2400,
      slot: 30,
      seats: 12,
    },
  ],
  LAX: [
    {
      seg: 'TBIT',
      terminal: 'Tom Bradley International Terminal',
      dir: 'departure',
      location:
        'Departures level, at the north security checkpoint: the Fast Track lane is beside the TSA queue.',
      hours: ['04:30', '23:30'],
      price: 2800,
      slot: 15,
      seats: 16,
    },
    {
      seg: 'T4',
      terminal: 'Terminal 4',
      dir: 'departure',
      location:
        'Departures level, at the security checkpoint behind check-in: use the lane signed Fast Track.',
      hours: ['04:30', '22:00'],
      price: 2500,
      slot: 30,
      seats: 10,
    },
    {
      seg: 'T7',
      terminal: 'Terminal 7',
      dir: 'departure',
      location: 'Departures level, to the right of the main checkpoint, through the Fast Track entrance.',
      hours: ['04:30', '22:00'],
      price: 2500,
      slot: 30,
      seats: 10,
    },
  ],
  ORD: [
    {
      seg: 'T1',
      terminal: 'Terminal 1',
      dir: 'departure',
      location: 'Upper level, checkpoint 1 by concourse B: the Fast Track lane is on the left of the queue.',
      hours: ['04:00', '21:30'],
      price: 2300,
      slot: 15,
      seats: 14,
    },
    {
      seg: 'T3',
      terminal: 'Terminal 3',
      dir: 'departure',
      location:
        'Upper level, checkpoint 7 by concourse K: follow the Fast Track signs to the dedicated lane.',
      hours: ['04:00', '21:30'],
      price: 2300,
      slot: 15,
      seats: 14,
    },
    {
      seg: 'T5',
      terminal: 'Terminal 5',
      dir: 'departure',
      location: 'Departures level, central checkpoint: the Fast Track entrance is next to the family lane.',
      hours: ['05:00', '22:30'],
      price: 2600,
      slot: 30,
      seats: 12,
    },
  ],
  ATL: [
    {
      seg: 'DOM',
      terminal: 'Domestic Terminal',
      dir: 'departure',
      location: 'Main security checkpoint in the domestic atrium: use the Fast Track lane on the north side.',
      hours: ['04:00', '23:00'],
      price: 2000,
      slot: 15,
      seats: 20,
    },
    {
      seg: 'F',
      terminal: 'International Terminal (Concourse F)',
      dir: 'departure',
      location:
        'Departures level, after check-in: the Fast Track gate is to the right of the security checkpoint.',
      hours: ['04:30', '22:00'],
      price: 2400,
      slot: 30,
      seats: 12,
    },
  ],
  MAD: [
    {
      seg: 'T1',
      terminal: 'Terminal 1',
      dir: 'departure',
      location: 'Departures level, security filter by check-in counters 200: follow the Fast Track signs.',
      hours: ['04:30', '22:00'],
      price: 1800,
      slot: 30,
      seats: 10,
    },
    {
      seg: 'T4',
      terminal: 'Terminal 4',
      dir: 'departure',
      location:
        'Level 1, central security filter: the Fast Track lane is at the right end of the checkpoint.',
      hours: ['04:00', '23:00'],
      price: 2000,
      slot: 15,
      seats: 16,
    },
    {
      seg: 'T4',
      terminal: 'Terminal 4',
      dir: 'arrival',
      location:
        'Before passport control in T4 and T4S, take the lane marked Fast Track on the left of the hall.',
      hours: ['06:00', '23:00'],
      price: 3000,
      slot: 30,
      seats: 8,
    },
  ],
  BCN: [
    {
      seg: 'T1',
      terminal: 'Terminal 1',
      dir: 'departure',
      location: 'Departures level 3, central security control: enter through the gate signed Fast Track.',
      hours: ['04:00', '23:00'],
      price: 1800,
      slot: 15,
      seats: 16,
    },
    {
      seg: 'T2',
      terminal: 'Terminal 2',
      dir: 'departure',
      location: 'Departures level in T2B, at the security control: the Fast Track lane is on the far right.',
      hours: ['04:30', '22:00'],
      price: 1500,
      slot: 30,
      seats: 8,
      maxPassengers: 6,
    },
  ],
  FCO: [
    {
      seg: 'T1',
      terminal: 'Terminal 1',
      dir: 'departure',
      location:
        'Departures level, after check-in island 1: the Fast Track gate is left of the security hall.',
      hours: ['04:30', '22:00'],
      price: 1900,
      slot: 30,
      seats: 10,
    },
    {
      seg: 'T3',
      terminal: 'Terminal 3',
      dir: 'departure',
      location:
        'Departures level, central security checkpoint: follow the Fast Track signs to the dedicated lane.',
      hours: ['04:30', '22:30'],
      price: 2100,
      slot: 15,
      seats: 16,
    },
    {
      seg: 'T3',
      terminal: 'Terminal 3',
      dir: 'arrival',
      location: 'On reaching the passport control hall, take the Fast Track lane on the right-hand side.',
      hours: ['06:00', '23:00'],
      price: 3200,
      slot: 30,
      seats: 8,
    },
  ],
  MUC: [
    {
      seg: 'T1',
      terminal: 'Terminal 1',
      dir: 'departure',
      location:
        'Departures level 4, at the security check of your module (A to D), through the Fast Track lane.',
      hours: ['04:30', '22:00'],
      price: 2000,
      slot: 30,
      seats: 10,
    },
    {
      seg: 'T2',
      terminal: 'Terminal 2',
      dir: 'departure',
      location:
        'Departures level 5, central security area: the Fast Track entrance is left of the main lanes.',
      hours: ['04:30', '22:30'],
      price: 2200,
      slot: 15,
      seats: 16,
    },
  ],
  ZRH: [
    {
      seg: 'MAIN',
      terminal: 'Check-in 1 and 2',
      dir: 'departure',
      location:
        'Departures level, central security check: enter through the Fast Track lane at the far left.',
      hours: ['04:30', '22:30'],
      price: 2500,
      slot: 15,
      seats: 12,
    },
  ],
  SYD: [
    {
      seg: 'T1',
      terminal: 'Terminal 1 (International)',
      dir: 'departure',
      location:
        'Level 3, after check-in: the Fast Track lane is at the left of the outbound security screening.',
      hours: ['04:30', '21:30'],
      price: 2600,
      slot: 15,
      seats: 14,
    },
    {
      seg: 'T1',
      terminal: 'Terminal 1 (International)',
      dir: 'arrival',
      location:
        'Follow the Express Path signs from the aircraft to the dedicated lane at the start of immigration.',
      hours: ['05:30', '23:00'],
      price: 3400,
      slot: 30,
      seats: 10,
    },
  ],
  GRU: [
    {
      seg: 'T2',
      terminal: 'Terminal 2',
      dir: 'departure',
      location: 'Departures level, international security by check-in area D: follow the Fast Track signs.',
      hours: ['04:00', '23:30'],
      price: 2000,
      slot: 30,
      seats: 12,
    },
    {
      seg: 'T3',
      terminal: 'Terminal 3',
      dir: 'departure',
      location: 'Departures level, at the centre of the security hall: the Fast Track lane is on the right.',
      hours: ALL_DAY,
      price: 2500,
      slot: 30,
      seats: 14,
    },
    {
      seg: 'T3',
      terminal: 'Terminal 3',
      dir: 'arrival',
      location:
        'On reaching federal police passport control, take the Fast Track lane at the left of the hall.',
      hours: ALL_DAY,
      price: 3200,
      slot: 30,
      seats: 10,
    },
  ],
  MEX: [
    {
      seg: 'T1',
      terminal: 'Terminal 1',
      dir: 'departure',
      location:
        'International departures, after check-in hall F: the Fast Track filter is beside the main one.',
      hours: ['04:00', '23:30'],
      price: 1900,
      slot: 30,
      seats: 12,
    },
    {
      seg: 'T2',
      terminal: 'Terminal 2',
      dir: 'departure',
      location: 'Departures level, central security filter: use the Fast Track entrance to the right.',
      hours: ['04:00', '23:30'],
      price: 1900,
      slot: 30,
      seats: 12,
    },
    {
      seg: 'T1',
      terminal: 'Terminal 1',
      dir: 'arrival',
      location:
        'At the entrance of the immigration hall, follow the Fast Track signs to the lane on the left.',
      hours: ['05:00', '24:00'],
      price: 2900,
      slot: 30,
      seats: 10,
    },
  ],
  BOG: [
    {
      seg: 'MAIN',
      terminal: 'Main terminal',
      dir: 'departure',
      location: 'International departures, level 2, at the migration entrance: take the Fast Track lane.',
      hours: ['03:00', '23:30'],
      price: 1800,
      slot: 30,
      seats: 12,
    },
    {
      seg: 'MAIN',
      terminal: 'Main terminal',
      dir: 'arrival',
      location: 'Before the arrivals migration hall, take the lane signed Fast Track on the right-hand side.',
      hours: ['05:00', '24:00'],
      price: 2600,
      slot: 30,
      seats: 8,
    },
  ],
  LIS: [
    {
      seg: 'T1',
      terminal: 'Terminal 1',
      dir: 'departure',
      location: 'Departures level, central security control: the Fast Track lane is on the left of the hall.',
      hours: ['04:00', '23:30'],
      price: 1700,
      slot: 15,
      seats: 14,
    },
    {
      seg: 'T1',
      terminal: 'Terminal 1',
      dir: 'arrival',
      location:
        'On arrival at border control, follow the Fast Track signs to the lane at the right of the hall.',
      hours: ['05:30', '24:00'],
      price: 2800,
      slot: 30,
      seats: 8,
    },
  ],
  GIG: [
    {
      seg: 'T2',
      terminal: 'Terminal 2',
      dir: 'departure',
      location:
        'Departures level 3, international boarding area: the Fast Track lane is beside the security filter.',
      hours: ['04:00', '23:30'],
      price: 1800,
      slot: 30,
      seats: 10,
    },
    {
      seg: 'T2',
      terminal: 'Terminal 2',
      dir: 'arrival',
      location: 'At the federal police passport control, take the lane marked Fast Track on the left.',
      hours: ['05:00', '24:00'],
      price: 2800,
      slot: 30,
      seats: 8,
    },
  ],
  EZE: [
    {
      seg: 'A',
      terminal: 'Terminal A',
      dir: 'departure',
      location:
        'Upper level, international departures: the Fast Track entrance is to the right of migration.',
      hours: ['03:30', '23:30'],
      price: 2000,
      slot: 30,
      seats: 12,
    },
    {
      seg: 'A',
      terminal: 'Terminal A',
      dir: 'arrival',
      location:
        'Before the arrivals migration desks, follow the Fast Track signs to the lane at the far left.',
      hours: ['05:00', '24:00'],
      price: 3000,
      slot: 30,
      seats: 8,
    },
  ],
  SCL: [
    {
      seg: 'INTL',
      terminal: 'International Terminal',
      dir: 'departure',
      location:
        'Level 3, after check-in: the Fast Track lane is at the left of the international police control.',
      hours: ['04:00', '23:30'],
      price: 2200,
      slot: 30,
      seats: 12,
    },
    {
      seg: 'INTL',
      terminal: 'International Terminal',
      dir: 'arrival',
      location: 'On reaching the arrivals police control, take the lane marked Fast Track on the right.',
      hours: ['05:00', '24:00'],
      price: 3200,
      slot: 30,
      seats: 8,
    },
  ],
  YYZ: [
    {
      seg: 'T1',
      terminal: 'Terminal 1',
      dir: 'departure',
      location: 'Departures level 3, at the international pre-board screening: follow the Fast Track signs.',
      hours: ['04:00', '22:30'],
      price: 2200,
      slot: 15,
      seats: 14,
    },
    {
      seg: 'T3',
      terminal: 'Terminal 3',
      dir: 'departure',
      location:
        'Departures level, central screening checkpoint: the Fast Track lane is on the right-hand side.',
      hours: ['04:00', '22:00'],
      price: 2000,
      slot: 30,
      seats: 10,
    },
  ],
  ICN: [
    {
      seg: 'T1',
      terminal: 'Terminal 1',
      dir: 'departure',
      location:
        'Departures level 3, at departure gates 2 and 5: the Fast Track entrance is beside the main queue.',
      hours: ['06:00', '22:00'],
      price: 2300,
      slot: 30,
      seats: 12,
    },
    {
      seg: 'T2',
      terminal: 'Terminal 2',
      dir: 'departure',
      location:
        'Departures level 3, at the east departure gate: follow the Fast Track signs to the dedicated lane.',
      hours: ['06:00', '22:00'],
      price: 2300,
      slot: 30,
      seats: 12,
    },
  ],
  BKK: [
    {
      seg: 'MAIN',
      terminal: 'Main terminal',
      dir: 'departure',
      name: 'Fast Track Immigration and Security',
      location:
        'Departures level 4, at the east and west passport control entrances, through the Fast Track gate.',
      hours: ALL_DAY,
      price: 2800,
      slot: 30,
      seats: 16,
    },
    {
      seg: 'MAIN',
      terminal: 'Main terminal',
      dir: 'arrival',
      location:
        'Arrivals level 2, at the entrance of the immigration hall: take the Fast Track lane on the left.',
      hours: ALL_DAY,
      price: 3600,
      slot: 30,
      seats: 12,
    },
  ],
  MIA: [
    {
      seg: 'N',
      terminal: 'North Terminal (Concourse D)',
      dir: 'departure',
      location:
        'Departures level, checkpoint 2 near gate D15: use the Fast Track lane on the left of the queue.',
      hours: ['04:00', '22:30'],
      price: 2200,
      slot: 15,
      seats: 14,
    },
    {
      seg: 'S',
      terminal: 'South Terminal (Concourses H–J)',
      dir: 'departure',
      location:
        'Departures level, checkpoint 5 at concourse H: follow the Fast Track signs past the main lanes.',
      hours: ['04:00', '22:30'],
      price: 2200,
      slot: 30,
      seats: 10,
    },
  ],
};

/** Every lane, airports in alphabetical order, each airport's lanes as listed. */
export const LANE_CATALOGUE: readonly CatalogueLane[] = Object.freeze(
  Object.keys(ROWS)
    .sort()
    .flatMap((airportCode) => (ROWS[airportCode] ?? []).map((row) => lane(airportCode, row))),
);

const byCode = new Map(LANE_CATALOGUE.map((l) => [l.code, l]));
// Departures first: the search lists them first, and most airports have no arrival lane.
const departuresFirst = (a: CatalogueLane, b: CatalogueLane): number =>
  Number(a.direction === 'arrival') - Number(b.direction === 'arrival');
const byAirport = new Map(
  Object.keys(ROWS)
    .sort()
    .map(
      (code) =>
        [
          code,
          Object.freeze(LANE_CATALOGUE.filter((l) => l.airportCode === code).toSorted(departuresFirst)),
        ] as const,
    ),
);

/** The IATA codes that have at least one lane, sorted. */
export const catalogueAirportCodes = (): string[] => [...byAirport.keys()];

/** The lanes of an airport, departures first; none for an airport without lanes. */
export const lanesForAirport = (iata: string): readonly CatalogueLane[] =>
  byAirport.get(iata.toUpperCase()) ?? [];

export const laneByCode = (code: string): CatalogueLane | undefined => byCode.get(code.toUpperCase());

// ---------------------------------------------------------------------------------------------
// Slots and their instants

export interface LaneSlot {
  /** Local start and end, `HH:mm`; the end of a slot that runs to midnight is `24:00`. */
  readonly start: string;
  readonly end: string;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Minutes since local midnight of `HH:mm` (`24:00` is 1440). */
export const minutesOfDay = (time: string): number => {
  if (!TIME.test(time)) throw new RangeError(`Not a local time (HH:mm): ${time}`);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const timeOfDay = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** `YYYY-MM-DD` as the UTC midnight of that calendar date (ms); a date that does not exist throws. */
const dateAsUtc = (localDate: string): number => {
  const [, y, m, d] = DATE.exec(localDate) ?? [];
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  if (!y || new Date(ms).toISOString().slice(0, 10) !== localDate) {
    throw new RangeError(`Not a local date (YYYY-MM-DD): ${localDate}`);
  }
  return ms;
};

// Building a DateTimeFormat costs far more than using one; zones are few, so keep one per zone.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
const wallClockFormat = (zone: string): Intl.DateTimeFormat => {
  let format = wallClockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(zone, format);
  }
  return format;
};

/** What the zone's clocks show at `instant` (ms), written as if it were a UTC time (ms). */
const wallClockAt = (instant: number, zone: string): number => {
  const part: Record<string, number> = {};
  for (const { type, value } of wallClockFormat(zone).formatToParts(instant)) part[type] = Number(value);
  return Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day ?? 1, part.hour, part.minute, part.second);
};

/**
 * Every instant at which the zone's clocks show `wall` (a local date-time written as UTC): one as
 * a rule, none in a spring-forward gap, two (earlier first) in a fall-back overlap. The offsets a
 * day either side are the only candidates, since zones never change offset twice within two days.
 */
const instantsShowing = (wall: number, zone: string): number[] => {
  const offsets = new Set([wall - DAY_MS, wall + DAY_MS].map((probe) => wallClockAt(probe, zone) - probe));
  return [...offsets]
    .map((offset) => wall - offset)
    .filter((instant) => wallClockAt(instant, zone) === wall)
    .sort((a, b) => a - b);
};

/**
 * The lane's slots on a local date, from opening to closing. With the airport's zone, slots whose
 * start does not exist that day (clocks going forward) are left out; in the repeated hour of a
 * fall-back night each slot is sold once, at its first occurrence (see `slotStartInstant`).
 */
export const slotsForDay = (lane: CatalogueLane, localDate: string, zone?: string): LaneSlot[] => {
  const midnight = dateAsUtc(localDate);
  const opens = minutesOfDay(lane.opensAt);
  const closes = minutesOfDay(lane.closesAt);
  const slots: LaneSlot[] = [];
  for (let start = opens; start + lane.slotMinutes <= closes; start += lane.slotMinutes) {
    if (zone && instantsShowing(midnight + start * MINUTE_MS, zone).length === 0) continue;
    slots.push({ start: timeOfDay(start), end: timeOfDay(start + lane.slotMinutes) });
  }
  return slots;
};

/**
 * The UTC instant a slot starts, from the airport's IANA zone (offsets from `Intl`, so DST is the
 * zone's own rules). Throws a RangeError for a time that is not one of the lane's slot starts and
 * for a start the clocks skip that day; in a repeated hour the first occurrence is taken, so the
 * seats of a slot are sold for one instant only.
 */
export const slotStartInstant = (
  lane: CatalogueLane,
  localDate: string,
  time: string,
  zone: string,
): Date => {
  const start = minutesOfDay(time);
  const opens = minutesOfDay(lane.opensAt);
  const isSlotStart =
    start >= opens &&
    start + lane.slotMinutes <= minutesOfDay(lane.closesAt) &&
    (start - opens) % lane.slotMinutes === 0;
  if (!isSlotStart) throw new RangeError(`${time} is not a slot start of ${lane.code}`);
  const [first] = instantsShowing(dateAsUtc(localDate) + start * MINUTE_MS, zone);
  if (first === undefined) throw new RangeError(`${localDate} ${time} does not exist in ${zone}`);
  return new Date(first);
};
