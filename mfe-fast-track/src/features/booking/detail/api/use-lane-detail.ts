import { useRead } from '@portal/shared/bookings';
import { laneDetail } from '@portal/shared/contracts/fast-track';
import { callApi } from '@portal/shared/http';

/** The lane being booked, its airport and the cardholder's complimentary uses in the travel date's year. */
export const useLaneDetail = (laneCode: string | null, date: string | null) =>
  useRead(
    laneCode ? (signal) => callApi(laneDetail, { laneCode, ...(date ? { date } : {}) }, { signal }) : null,
    `${laneCode ?? ''}|${date?.slice(0, 4) ?? ''}`,
  );
