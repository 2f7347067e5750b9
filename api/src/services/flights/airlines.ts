/** A real airline the sandbox schedule flies: its IATA designator, its name and its hub airports. */
export interface SandboxAirline {
  code: string;
  name: string;
  /** Hub airports (IATA), each in `NETWORK_AIRPORT_CODES`; every flight starts, ends or connects at one. */
  hubs: readonly string[];
  /** False for short-haul airlines (low-cost): abroad, they fly only to airports near their hubs. */
  longHaul?: boolean;
}

export const SANDBOX_AIRLINES: readonly SandboxAirline[] = [
  // Europe
  { code: 'BA', name: 'British Airways', hubs: ['LHR', 'LGW'] },
  { code: 'VS', name: 'Virgin Atlantic', hubs: ['LHR', 'MAN'] },
  { code: 'U2', name: 'easyJet', hubs: ['LGW', 'LTN', 'MAN', 'BRS'], longHaul: false },
  { code: 'FR', name: 'Ryanair', hubs: ['STN', 'DUB', 'BGY'], longHaul: false },
  { code: 'EI', name: 'Aer Lingus', hubs: ['DUB'] },
  { code: 'AF', name: 'Air France', hubs: ['CDG', 'ORY'] },
  { code: 'KL', name: 'KLM Royal Dutch Airlines', hubs: ['AMS'] },
  { code: 'LH', name: 'Lufthansa', hubs: ['FRA', 'MUC'] },
  { code: 'LX', name: 'Swiss International Air Lines', hubs: ['ZRH', 'GVA'] },
  { code: 'OS', name: 'Austrian Airlines', hubs: ['VIE'] },
  { code: 'SN', name: 'Brussels Airlines', hubs: ['BRU'] },
  { code: 'IB', name: 'Iberia', hubs: ['MAD'] },
  { code: 'UX', name: 'Air Europa', hubs: ['MAD'] },
  { code: 'VY', name: 'Vueling', hubs: ['BCN'], longHaul: false },
  { code: 'TP', name: 'TAP Air Portugal', hubs: ['LIS', 'OPO'] },
  { code: 'AZ', name: 'ITA Airways', hubs: ['FCO', 'LIN'] },
  { code: 'SK', name: 'Scandinavian Airlines', hubs: ['CPH', 'ARN', 'OSL'] },
  { code: 'AY', name: 'Finnair', hubs: ['HEL'] },
  { code: 'FI', name: 'Icelandair', hubs: ['KEF'] },
  { code: 'LO', name: 'LOT Polish Airlines', hubs: ['WAW'] },
  { code: 'W6', name: 'Wizz Air', hubs: ['BUD', 'OTP'], longHaul: false },
  { code: 'A3', name: 'Aegean Airlines', hubs: ['ATH'] },
  { code: 'PC', name: 'Pegasus Airlines', hubs: ['SAW'], longHaul: false },
  { code: 'TK', name: 'Turkish Airlines', hubs: ['IST'] },
  // Middle East and Africa
  { code: 'EK', name: 'Emirates', hubs: ['DXB'] },
  { code: 'EY', name: 'Etihad Airways', hubs: ['AUH'] },
  { code: 'QR', name: 'Qatar Airways', hubs: ['DOH'] },
  { code: 'SV', name: 'Saudia', hubs: ['JED', 'RUH'] },
  { code: 'RJ', name: 'Royal Jordanian', hubs: ['AMM'] },
  { code: 'MS', name: 'EgyptAir', hubs: ['CAI'] },
  { code: 'AT', name: 'Royal Air Maroc', hubs: ['CMN'] },
  { code: 'ET', name: 'Ethiopian Airlines', hubs: ['ADD'] },
  { code: 'KQ', name: 'Kenya Airways', hubs: ['NBO'] },
  { code: 'SA', name: 'South African Airways', hubs: ['JNB'] },
  // Asia and Oceania
  { code: 'AI', name: 'Air India', hubs: ['DEL', 'BOM'] },
  { code: '6E', name: 'IndiGo', hubs: ['DEL', 'BOM', 'BLR'], longHaul: false },
  { code: 'UL', name: 'SriLankan Airlines', hubs: ['CMB'] },
  { code: 'SQ', name: 'Singapore Airlines', hubs: ['SIN'] },
  { code: 'MH', name: 'Malaysia Airlines', hubs: ['KUL'] },
  { code: 'TG', name: 'Thai Airways', hubs: ['BKK'] },
  { code: 'GA', name: 'Garuda Indonesia', hubs: ['CGK'] },
  { code: 'PR', name: 'Philippine Airlines', hubs: ['MNL'] },
  { code: 'VN', name: 'Vietnam Airlines', hubs: ['HAN', 'SGN'] },
  { code: 'CX', name: 'Cathay Pacific', hubs: ['HKG'] },
  { code: 'CI', name: 'China Airlines', hubs: ['TPE'] },
  { code: 'BR', name: 'EVA Air', hubs: ['TPE'] },
  { code: 'CA', name: 'Air China', hubs: ['PEK'] },
  { code: 'MU', name: 'China Eastern Airlines', hubs: ['PVG', 'SHA'] },
  { code: 'CZ', name: 'China Southern Airlines', hubs: ['CAN'] },
  { code: 'NH', name: 'All Nippon Airways', hubs: ['HND', 'NRT'] },
  { code: 'JL', name: 'Japan Airlines', hubs: ['HND', 'NRT'] },
  { code: 'KE', name: 'Korean Air', hubs: ['ICN'] },
  { code: 'OZ', name: 'Asiana Airlines', hubs: ['ICN'] },
  { code: 'QF', name: 'Qantas', hubs: ['SYD', 'MEL'] },
  { code: 'VA', name: 'Virgin Australia', hubs: ['BNE', 'SYD'] },
  { code: 'NZ', name: 'Air New Zealand', hubs: ['AKL'] },
  // The Americas
  { code: 'AA', name: 'American Airlines', hubs: ['DFW', 'CLT', 'MIA', 'ORD', 'PHL'] },
  { code: 'DL', name: 'Delta Air Lines', hubs: ['ATL', 'DTW', 'MSP', 'JFK', 'SLC', 'SEA'] },
  { code: 'UA', name: 'United Airlines', hubs: ['ORD', 'EWR', 'IAH', 'DEN', 'SFO', 'IAD'] },
  { code: 'WN', name: 'Southwest Airlines', hubs: ['DAL', 'MDW', 'LAS', 'DEN', 'BWI'], longHaul: false },
  { code: 'B6', name: 'JetBlue', hubs: ['JFK', 'BOS', 'FLL'] },
  { code: 'AS', name: 'Alaska Airlines', hubs: ['SEA', 'PDX', 'ANC'] },
  { code: 'AC', name: 'Air Canada', hubs: ['YYZ', 'YUL', 'YVR'] },
  { code: 'WS', name: 'WestJet', hubs: ['YYC'] },
  { code: 'AM', name: 'Aeroméxico', hubs: ['MEX'] },
  { code: 'CM', name: 'Copa Airlines', hubs: ['PTY'] },
  { code: 'AV', name: 'Avianca', hubs: ['BOG'] },
  { code: 'LA', name: 'LATAM Airlines', hubs: ['GRU', 'SCL', 'LIM'] },
  { code: 'G3', name: 'GOL Linhas Aéreas', hubs: ['CGH', 'GRU', 'GIG'], longHaul: false },
  { code: 'AD', name: 'Azul Linhas Aéreas', hubs: ['VCP', 'CNF', 'REC'] },
  { code: 'AR', name: 'Aerolíneas Argentinas', hubs: ['AEP', 'EZE'] },
];

const byCode = new Map(SANDBOX_AIRLINES.map((airline) => [airline.code, airline]));

export const airlineByCode = (code: string): SandboxAirline | undefined => byCode.get(code.toUpperCase());
