import { DEFAULT_LANGUAGE, type Language } from '../contracts/languages';
import { formatMoney } from '../money/format-money';
import { SERVICE_POLICY, type ServicePolicy } from './service-policy';

/**
 * The policy's numbers by name, as the texts use them: the portal's i18n instance has them as
 * default values (`{{transportLeadHours}}` in a message file needs no value from the screen), and
 * `policyPlaceholders` gives them as strings for the stored texts (`{transportLeadHours}` in the
 * FAQ and the terms). A number that names a duration in hours is formatted with its unit by the
 * text (`{{assistantNearDepartureHours, number(style: unit; unit: hour; unitDisplay: long)}}`:
 * "1 hour", "2 horas"), so singular and plural follow the number.
 */
export const policyValues = (policy: ServicePolicy = SERVICE_POLICY) => ({
  freeCancellationHours: policy.cancellation.freeCancellationHours,
  refundMinDays: policy.cancellation.refundBusinessDays.min,
  refundMaxDays: policy.cancellation.refundBusinessDays.max,
  quotationExpiryHours: policy.quotation.expiresHoursBefore,
  pendingReplyHours: policy.quotation.replyWithinHours,
  transportLeadHours: policy.transport.minHoursAhead,
  transportNearDepartureHours: policy.transport.nearDepartureHours,
  assistantLeadHours: policy.airportAssistant.minHoursAhead,
  assistantNearDepartureHours: policy.airportAssistant.nearDepartureMinutes / 60,
  arrivalWaitingMinutes: policy.transport.arrivalWaitingMinutes,
  otherWaitingMinutes: policy.transport.otherWaitingMinutes,
  extraWaitingMinutes: policy.transport.extraWaiting.perMinutes,
  driverDetailsHours: policy.transport.driverDetailsHoursBefore,
  transportSurchargePercent: policy.transport.outOfHoursSurcharge.percent,
  transportSurchargeFrom: policy.transport.outOfHoursSurcharge.from,
  transportSurchargeUntil: policy.transport.outOfHoursSurcharge.until,
  maxChildSeats: policy.transport.maxChildSeats,
  assistantSurchargePercent: policy.airportAssistant.surcharge.percent,
  assistantSurchargeFrom: policy.airportAssistant.surcharge.from,
  assistantSurchargeUntil: policy.airportAssistant.surcharge.until,
  flightCheckMinutes: policy.flightDisruption.checkEveryMinutes,
});

/** `hours` with its unit in `language`: "1 hour", "2 hours", "2 horas". */
export const formatHours = (hours: number, language: Language = DEFAULT_LANGUAGE): string =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(hours);

/**
 * The policy's values as strings for stored texts with `{placeholders}` (FAQ answers, terms,
 * emails): every `policyValues` name, the extra-waiting price in `language`'s format
 * (`formatMoney`: "USD 10.00", "10,00 USD") and the near-departure thresholds with their unit
 * (`transportNearDeparture`: "2 hours", `assistantNearDeparture`: "1 hora").
 */
export const policyPlaceholders = (
  policy: ServicePolicy = SERVICE_POLICY,
  language: Language = DEFAULT_LANGUAGE,
): Record<string, string> => ({
  ...Object.fromEntries(Object.entries(policyValues(policy)).map(([name, value]) => [name, String(value)])),
  extraWaitingPrice: formatMoney(
    policy.transport.extraWaiting.amount,
    policy.transport.extraWaiting.currency,
    language,
  ),
  transportNearDeparture: formatHours(policy.transport.nearDepartureHours, language),
  assistantNearDeparture: formatHours(policy.airportAssistant.nearDepartureMinutes / 60, language),
});
