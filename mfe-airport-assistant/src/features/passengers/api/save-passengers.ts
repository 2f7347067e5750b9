import { saveAssistantPassengers } from '@portal/shared/contracts/airport-assistant';
import { callApi } from '@portal/shared/http';
import type { CheckedPassengers } from '../validate-passengers';

/**
 * Step 3 into the server's draft: the names, the traveller's email (someone else's booking), the
 * welcome sign, the notes and the contact number.
 */
export const savePassengers = (uuid: string, bookingForOther: 0 | 1, value: CheckedPassengers) => {
  const { notes, mobileCountry, travellerEmail, ...rest } = value;
  return callApi(saveAssistantPassengers, {
    uuid,
    bookingForOther,
    ...rest,
    ...(travellerEmail ? { travellerEmail } : {}),
    ...(notes ? { notes } : {}),
    ...(mobileCountry ? { mobileCountry } : {}),
  });
};
