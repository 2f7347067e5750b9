import { useRead } from '@portal/shared/bookings';
import { fastTrackOrder } from '@portal/shared/contracts/fast-track';
import { callApi } from '@portal/shared/http';

/** The caller's Fast Track order, as Order Complete shows it. */
export const useFastTrackOrder = (orderNo: string | null) =>
  useRead(orderNo ? (signal) => callApi(fastTrackOrder, { orderNo }, { signal }) : null, orderNo ?? '');
