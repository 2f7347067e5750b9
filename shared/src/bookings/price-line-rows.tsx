import { BOOKING_SERVICES, type BookingService, type PriceUnit } from '@portal/shared/contracts';
import type { PriceLine } from '@portal/shared/contracts/bookings';
import { useTranslation } from '@portal/shared/i18n';
import { formatMoney } from './format';

/** The base line's "quantity × unit price" label, by what the service prices per. */
const BASE_EACH_KEYS = {
  passenger: 'priceLines.baseEach',
  car: 'priceLines.baseEachCar',
} as const satisfies Record<PriceUnit, string>;

/**
 * The rows of a booking's price lines (base, surcharges, the complimentary use taken off), labelled
 * the same way on every review and booking page; each page keeps its own table, total and styles.
 */
export function PriceLineRows({
  service,
  lines,
  currency,
  deductionClassName,
}: {
  /** Whose price it is: the base line counts passengers or cars (`BOOKING_SERVICES[…].priceUnit`). */
  service: BookingService;
  lines: readonly PriceLine[];
  currency: string;
  /** The class of a row that takes money off (the complimentary use). */
  deductionClassName?: string;
}) {
  const { t, i18n } = useTranslation('checkout');
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const name = (line: PriceLine) => {
    if (line.quantity && line.unitAmount !== undefined) {
      if (line.kind === 'base')
        return t(BASE_EACH_KEYS[BOOKING_SERVICES[service].priceUnit], {
          count: line.quantity,
          price: money(line.unitAmount),
        });
      if (line.kind === 'extraPassengers')
        return t('priceLines.extraPassengersEach', { count: line.quantity, price: money(line.unitAmount) });
      // Transport: the kilometres beyond the standard distance at the rate per kilometre.
      if (line.kind === 'extraMileage')
        return t('priceLines.extraMileageEach', { count: line.quantity, price: money(line.unitAmount) });
      // Fast Track: one complimentary use per passenger covered.
      if (line.kind === 'entitlement')
        return t('priceLines.entitlementEach', { count: line.quantity, price: money(line.unitAmount) });
    }
    return t(`priceLines.${line.kind}`);
  };
  // A surcharge names its reason and share: 'Public holiday surcharge (Christmas Day, 50%)'.
  const label = (line: PriceLine) => {
    const why = [line.detail, line.percent ? `${line.percent}%` : undefined].filter(Boolean).join(', ');
    return why ? `${name(line)} (${why})` : name(line);
  };
  return (
    <>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the API's lines in their order
        <tr key={index} className={line.amount < 0 ? deductionClassName : undefined}>
          <th scope="row">{label(line)}</th>
          <td>{line.amount < 0 ? `−${money(-line.amount)}` : money(line.amount)}</td>
        </tr>
      ))}
    </>
  );
}
