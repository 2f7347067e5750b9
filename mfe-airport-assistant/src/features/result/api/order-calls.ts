import { useRead } from '@portal/shared/bookings/use-read';
import { airportAssistantOrder } from '@portal/shared/contracts/airport-assistant';
import { callApi } from '@portal/shared/http';

/** The caller's Airport Assistant order, as the result page shows it. */
export const useAssistantOrder = (orderNo: string | null) =>
  useRead(
    orderNo ? (signal) => callApi(airportAssistantOrder, { orderNo }, { signal }) : null,
    orderNo ?? '',
  );
