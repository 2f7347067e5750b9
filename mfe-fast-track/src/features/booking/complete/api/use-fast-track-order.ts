import { useRead } from '@portal/shared/bookings/use-read';
import { fastTrackOrder } from '@portal/shared/contracts/fast-track';
import { callApi } from '@portal/shared/http';
import { useTranslation } from '@portal/shared/i18n';

/** The caller's Fast Track order, as Order Complete shows it; read again in a new language (its lane's words). */
export const useFastTrackOrder = (orderNo: string | null) => {
  const { i18n } = useTranslation();
  return useRead(
    orderNo ? (signal) => callApi(fastTrackOrder, { orderNo }, { signal }) : null,
    `${orderNo ?? ''}|${i18n.language}`,
  );
};
