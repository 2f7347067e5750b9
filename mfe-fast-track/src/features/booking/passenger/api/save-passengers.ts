import { type PassengerName, saveFastTrackPassengers } from '@portal/shared/contracts/fast-track';
import { callApi } from '@portal/shared/http';

/** Step 2: the passengers' names into the server's draft (as many as step 1 said). */
export const savePassengers = (uuid: string, passengers: PassengerName[]) =>
  callApi(saveFastTrackPassengers, { uuid, passengers });
