/**
 * Airports the old data set lacked (Istanbul, Doha's Hamad, Berlin Brandenburg), as the airport
 * data set names them, with the city a transfer from each goes to (a place of the gazetteer).
 */
export const NEW_AIRPORTS = [
  { code: 'IST', name: 'Istanbul Airport', city: 'Istanbul', timeZone: 'Europe/Istanbul', countryCode: 'TR' },
  {
    code: 'DOH',
    name: 'Hamad International Airport',
    city: 'Doha',
    timeZone: 'Asia/Qatar',
    countryCode: 'QA',
  },
  {
    code: 'BER',
    name: 'Berlin Brandenburg Airport',
    city: 'Berlin',
    timeZone: 'Europe/Berlin',
    countryCode: 'DE',
  },
] as const;
