import { useRead } from '@portal/shared/bookings/use-read';
import { queryLanesByAirport } from '@portal/shared/contracts/fast-track';
import { callApi } from '@portal/shared/http';
import { useTranslation } from '@portal/shared/i18n';
import { useSessionStore } from '@portal/shared/stores';
import type { LaneSearch } from '../../../lib/search-query';

/**
 * The lanes of the searched airport and direction; logged in, also what the cardholder's
 * complimentary uses cover in the travel date's year (asked again when the user logs in or out,
 * and when the language changes: the lanes' names and directions come in the request's language).
 */
export function useLanes(search: LaneSearch | null) {
  const isLogin = useSessionStore((session) => session.isLogin);
  const { i18n } = useTranslation();
  const airportCode = search?.airport;
  const direction = search?.direction;
  const date = search?.date;
  return useRead(
    airportCode
      ? (signal) => callApi(queryLanesByAirport, { airportCode, direction, date }, { signal })
      : null,
    `${airportCode}|${direction}|${date}|${isLogin}|${i18n.language}`,
  );
}
