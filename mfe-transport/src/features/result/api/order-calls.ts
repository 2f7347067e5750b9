import { useRead } from '@portal/shared/bookings/use-read';
import { transportOrder } from '@portal/shared/contracts/transport';
import { callApi } from '@portal/shared/http';

/** The caller's Transport order, as the result page shows it. */
export const useTransportOrder = (orderNo: string | null) =>
  useRead(orderNo ? (signal) => callApi(transportOrder, { orderNo }, { signal }) : null, orderNo ?? '');
