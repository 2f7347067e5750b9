import { saveAssistantPassengers } from '@portal/shared/contracts/airport-assistant';
import { callApi } from '@portal/shared/http';
import type { CheckedPassengers } from '../validate-passengers';

/** Step 3 into the server's draft: the names, the welcome sign, the notes and the contact number. */
export const savePassengers = (uuid: string, bookingForOther: 0 | 1, value: CheckedPassengers) => {
  const { notes, mobileCountry, ...rest } = value;
  return callApi(saveAssistantPassengers, {
    uuid,
    bookingForOther,
    ...rest,
    ...(notes ? { notes } : {}),
    ...(mobileCountry ? { mobileCountry } : {}),
  });
};
