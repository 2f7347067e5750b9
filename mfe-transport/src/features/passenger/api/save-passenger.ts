import { saveTransportPassenger } from '@portal/shared/contracts/transport';
import { callApi } from '@portal/shared/http';
import type { CheckedPassenger } from '../validate-passenger';

/** Step 3 into the server's draft: the passenger, the welcome sign, notes, child seat and number. */
export const savePassenger = (
  uuid: string,
  bookingForOther: 0 | 1,
  childSeat: 0 | 1,
  value: CheckedPassenger,
) => {
  const { notes, mobileCountry, ...rest } = value;
  return callApi(saveTransportPassenger, {
    uuid,
    bookingForOther,
    childSeat,
    ...rest,
    ...(notes ? { notes } : {}),
    ...(mobileCountry ? { mobileCountry } : {}),
  });
};
