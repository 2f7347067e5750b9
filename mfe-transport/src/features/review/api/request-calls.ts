import { transportManualBooking } from '@portal/shared/contracts/transport';
import { callApi } from '@portal/shared/http';

/** Sends the draft as a booking request (`/transport/manual-booking`): an operator quotes it. */
export const sendRequest = (uuid: string) => callApi(transportManualBooking, { uuid });
