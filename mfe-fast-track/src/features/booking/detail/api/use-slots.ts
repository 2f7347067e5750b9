import { useRead } from '@portal/shared/bookings/use-read';
import { subscribeTimes } from '@portal/shared/contracts/fast-track';
import { callApi } from '@portal/shared/http';
import { isLocalDate } from '../../../../lib/search-query';

/** The lane's time slots on a local date with the seats left (nothing is asked for a date being typed). */
export const useSlots = (laneCode: string | null, date: string) =>
  useRead(
    laneCode && isLocalDate(date)
      ? (signal) => callApi(subscribeTimes, { laneCode, date }, { signal })
      : null,
    `${laneCode}|${date}`,
  );
