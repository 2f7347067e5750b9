/**
 * The major airports of the world the sandbox schedule flies between, and that Airport Assistant
 * serves: busy international and domestic airports of every region (among them the world's 100
 * busiest), the hubs of the airlines in `airlines.ts`, and every Fast Track airport. Only IATA codes
 * are written here; names, cities, countries, coordinates and zones come from the airport data set
 * (`airports.ts`), which must have every code (Asturias, OVD, is not in it: not served).
 */
export const NETWORK_AIRPORT_CODES: readonly string[] = [
  // United Kingdom and Ireland
  ...['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'MAN', 'BHX', 'EDI', 'GLA', 'BRS', 'NCL', 'LPL', 'EMA', 'ABZ'],
  ...['BFS', 'BHD', 'DUB', 'ORK', 'SNN', 'LBA', 'SOU', 'CWL', 'INV', 'EXT'],
  // France, Germany, Benelux, Switzerland, Austria
  ...['CDG', 'ORY', 'NCE', 'LYS', 'MRS', 'TLS', 'BOD', 'NTE', 'BSL', 'SXB', 'MPL', 'BIA'],
  ...['FRA', 'MUC', 'BER', 'DUS', 'HAM', 'STR', 'CGN', 'HAJ', 'NUE', 'LEJ', 'BRE', 'DRS', 'DTM', 'FMM'],
  ...['AMS', 'EIN', 'RTM', 'BRU', 'CRL', 'LUX', 'ZRH', 'GVA', 'VIE', 'SZG', 'INN', 'GRZ'],
  // Spain and Portugal
  ...['MAD', 'BCN', 'AGP', 'PMI', 'ALC', 'VLC', 'SVQ', 'BIO', 'LPA', 'TFS', 'TFN', 'IBZ', 'MAH', 'SCQ'],
  ...['VGO', 'GRX', 'XRY', 'ACE', 'FUE', 'LIS', 'OPO', 'FAO', 'FNC', 'PDL'],
  // Italy, Greece, Malta, Cyprus, Turkey
  ...['FCO', 'MXP', 'LIN', 'BGY', 'VCE', 'NAP', 'BLQ', 'CTA', 'PMO', 'FLR', 'PSA', 'TRN', 'BRI', 'CAG'],
  ...['OLB', 'VRN', 'GOA', 'ATH', 'SKG', 'HER', 'RHO', 'CFU', 'JTR', 'JMK', 'MLA', 'LCA', 'PFO'],
  ...['IST', 'SAW', 'ESB', 'ADB', 'AYT', 'DLM', 'BJV'],
  // Nordic countries
  ...['CPH', 'ARN', 'GOT', 'OSL', 'BGO', 'TRD', 'SVG', 'HEL', 'KEF', 'BLL', 'AAL'],
  // Central and Eastern Europe, the Baltics, the Balkans
  ...['WAW', 'KRK', 'GDN', 'WRO', 'PRG', 'BUD', 'OTP', 'CLJ', 'SOF', 'VAR', 'BEG', 'ZAG', 'SPU', 'DBV'],
  ...['LJU', 'TLL', 'RIX', 'VNO', 'KIV'],
  // Middle East
  ...['DXB', 'DWC', 'AUH', 'SHJ', 'DOH', 'BAH', 'KWI', 'MCT', 'RUH', 'JED', 'DMM', 'MED', 'AMM', 'BEY'],
  ...['TLV'],
  // Africa
  ...['CAI', 'HRG', 'SSH', 'CMN', 'RAK', 'TUN', 'ALG', 'ADD', 'NBO', 'MBA', 'DAR', 'ZNZ', 'JRO', 'EBB'],
  ...['KGL', 'LOS', 'ABV', 'ACC', 'DKR', 'JNB', 'CPT', 'DUR', 'MRU', 'SEZ', 'WDH', 'LUN', 'HRE', 'VFA'],
  ...['GBE', 'MPM', 'TNR', 'RUN'],
  // South Asia
  ...['DEL', 'BOM', 'BLR', 'MAA', 'CCU', 'COK', 'GOI', 'AMD', 'PNQ', 'TRV', 'KTM', 'CMB', 'MLE', 'DAC'],
  ...['HYD', 'KHI', 'LHE', 'ISB'],
  // East Asia
  ...['HND', 'NRT', 'KIX', 'ITM', 'NGO', 'CTS', 'FUK', 'OKA', 'ICN', 'GMP', 'PUS', 'CJU', 'PEK', 'PVG'],
  ...['SHA', 'CAN', 'SZX', 'CTU', 'XIY', 'KMG', 'HGH', 'CKG', 'XMN', 'NKG', 'WUH', 'TAO', 'HKG', 'MFM'],
  ...['TPE', 'TSA', 'KHH', 'ULN', 'PKX', 'TFU', 'CSX', 'CGO', 'SHE', 'HAK', 'URC'],
  // South-East Asia
  ...['SIN', 'KUL', 'PEN', 'BKI', 'LGK', 'BKK', 'DMK', 'HKT', 'CNX', 'USM', 'MNL', 'CEB', 'CGK', 'DPS'],
  ...['SUB', 'KNO', 'HAN', 'SGN', 'DAD', 'PQC', 'PNH', 'REP', 'RGN', 'VTE', 'BWN'],
  // Oceania
  ...['SYD', 'MEL', 'BNE', 'PER', 'ADL', 'CBR', 'OOL', 'CNS', 'HBA', 'DRW', 'AKL', 'CHC', 'WLG', 'ZQN'],
  ...['NAN', 'PPT', 'NOU'],
  // United States
  ...['ATL', 'LAX', 'ORD', 'DFW', 'DEN', 'JFK', 'SFO', 'SEA', 'LAS', 'MCO', 'EWR', 'CLT', 'PHX', 'IAH'],
  ...['MIA', 'BOS', 'MSP', 'FLL', 'DTW', 'PHL', 'LGA', 'BWI', 'SLC', 'SAN', 'IAD', 'DCA', 'MDW', 'TPA'],
  ...['PDX', 'HNL', 'OGG', 'KOA', 'LIH', 'AUS', 'BNA', 'MSY', 'RDU', 'STL', 'SJC', 'OAK', 'SMF', 'SAT'],
  ...['MCI', 'CLE', 'IND', 'PIT', 'CMH', 'CVG', 'SNA', 'ANC', 'RSW', 'PBI', 'JAX', 'ONT', 'BUR', 'DAL'],
  ...['HOU', 'MKE', 'ABQ', 'BDL', 'OMA', 'RIC', 'SDF', 'MEM', 'TUS', 'BOI', 'ELP', 'OKC', 'CHS', 'SAV'],
  ...['MYR', 'PVD', 'BUF', 'ALB', 'SYR', 'GSP'],
  // Canada
  ...['YYZ', 'YVR', 'YUL', 'YYC', 'YEG', 'YOW', 'YHZ', 'YWG', 'YQB', 'YXE', 'YTZ'],
  // Mexico, Central America and the Caribbean
  ...['MEX', 'CUN', 'GDL', 'MTY', 'SJD', 'PVR', 'TIJ', 'MID', 'OAX', 'ZIH', 'HUX', 'GUA', 'SAL', 'SJO'],
  ...['LIR', 'PTY', 'MGA', 'TGU', 'SAP', 'BZE', 'HAV', 'VRA', 'NAS', 'MBJ', 'KIN', 'PUJ', 'SDQ', 'STI'],
  ...['SJU', 'STT', 'SXM', 'AUA', 'CUR', 'BGI', 'POS', 'UVF', 'ANU', 'GCM', 'PAP'],
  // South America
  ...['GRU', 'GIG', 'CGH', 'SDU', 'VCP', 'BSB', 'CNF', 'SSA', 'REC', 'FOR', 'POA', 'CWB', 'FLN', 'MAO'],
  ...['BEL', 'NAT', 'MCZ', 'VIX', 'GYN', 'IGU', 'EZE', 'AEP', 'COR', 'MDZ', 'BRC', 'IGR', 'USH', 'SCL'],
  ...['PUQ', 'IPC', 'BOG', 'MDE', 'CTG', 'CLO', 'BAQ', 'ADZ', 'UIO', 'GYE', 'GPS', 'LIM', 'CUZ', 'AQP'],
  ...['VVI', 'LPB', 'CBB', 'ASU', 'MVD', 'PDP', 'CCS', 'GEO', 'PBM'],
];
