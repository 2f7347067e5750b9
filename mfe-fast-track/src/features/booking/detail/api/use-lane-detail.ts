import { useRead } from '@portal/shared/bookings/use-read';
import { laneDetail } from '@portal/shared/contracts/fast-track';
import { callApi } from '@portal/shared/http';
import { useTranslation } from '@portal/shared/i18n';

/**
 * The lane being booked, its airport and the cardholder's complimentary uses in the travel date's
 * year; read again in a new language (the lane's words come in the request's language).
 */
export const useLaneDetail = (laneCode: string | null, date: string | null) => {
  const { i18n } = useTranslation();
  return useRead(
    laneCode ? (signal) => callApi(laneDetail, { laneCode, ...(date ? { date } : {}) }, { signal }) : null,
    `${laneCode ?? ''}|${date?.slice(0, 4) ?? ''}|${i18n.language}`,
  );
};
