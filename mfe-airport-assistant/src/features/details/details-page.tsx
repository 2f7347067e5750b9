import { type CountGroup, CountSteppers } from '@portal/shared/bookings/count-steppers';
import { DetailsForm, FlightLookup, useDetailsForm } from '@portal/shared/bookings/details-form';
import { formatLocalTime, zoneName } from '@portal/shared/bookings/format';
import { localDateFromToday } from '@portal/shared/bookings/local-date';
import { LocalDateTimeFields } from '@portal/shared/bookings/local-date-time-fields';
import {
  AIR_TICKET_TYPES,
  type AirTicketType,
  ASSISTANT_LUGGAGE,
  ASSISTANT_PASSENGERS,
  isArrival,
  TRANSPORT_MODES,
  type TransportMode,
} from '@portal/shared/contracts/airport-assistant';
import { useTranslation } from '@portal/shared/i18n';
import { SERVICE_POLICY } from '@portal/shared/policy';
import { Select } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import styles from '../../components/booking-styles';
import { BookingSummary } from '../../components/booking-summary';
import { StepHeader } from '../../components/step-header';
import {
  type BookingDraft,
  newBookingDraft,
  readBookingDraft,
  readServiceDraft,
  type ServiceDraft,
  writeBookingDraft,
} from '../../lib/drafts';
import { ticketTypeKey, transportModeKey } from '../../lib/labels';
import { redirectFor, resetStepsAfter, STEP_PATHS } from '../../lib/steps';
import { NAMESPACE } from '../../namespace';
import { saveDetails } from './api/save-details';
import { searchFlight } from './api/search-flight';
import { type DetailField, recheckServiceTime, validateDetails, validateFlight } from './validate-details';

/** /airport-assistant/step-2: the flight, the service's local date and time, ticket, transport, counts. */
export function DetailsPage() {
  const missing = redirectFor(2);
  const service = readServiceDraft();
  if (missing || !service?.airport || !service.serviceType || !service.level) {
    return <Navigate to={missing ?? STEP_PATHS.service} replace />;
  }
  return <DetailsStep service={service} />;
}

/** The group's counts: passengers and pieces of luggage. */
const COUNTS: CountGroup<'passengers' | 'luggage'> = {
  ns: NAMESPACE,
  textsKey: 'details',
  counts: [
    { name: 'passengers', limits: ASSISTANT_PASSENGERS, fewer: 'fewerPassengers', more: 'morePassengers' },
    { name: 'luggage', limits: ASSISTANT_LUGGAGE, fewer: 'lessLuggage', more: 'moreLuggage' },
  ],
};

/** Which airport, service and flight a found leg answers (it shows only while they are unchanged). */
const legKey = (service: ServiceDraft, flightNumber: string, date: string) =>
  [service.airport?.code, service.serviceType, flightNumber, date].join('|');

function DetailsStep({ service }: { service: ServiceDraft }) {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const navigate = useNavigate();
  const [data, setData] = useState<BookingDraft>(() => readBookingDraft() ?? newBookingDraft());
  const form = useDetailsForm<DetailField>({
    ns: NAMESPACE,
    idPrefix: 'aa',
    policy: SERVICE_POLICY.airportAssistant,
    timeFieldId: 'aa-service-time',
  });
  const { setErrors, focusFirstError } = form;
  const airport = service.airport;
  const serviceType = service.serviceType;
  const level = service.level;
  const today = localDateFromToday(0);

  const save = (next: BookingDraft) => {
    writeBookingDraft(next);
    setData(next);
  };

  // Back on this step, the later steps must be confirmed again; the draft starts at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the step opens
  useEffect(() => {
    resetStepsAfter(2);
    writeBookingDraft(data);
  }, []);

  if (!airport || !serviceType || !level) return null;
  const arrival = isArrival(serviceType);
  const flightInput = validateFlight(data);
  const currentLeg =
    data.leg && data.legFor === legKey(service, flightInput.flightNumber, data.flightDate) ? data.leg : null;

  // Any change must be saved again (and clears the errors it answers).
  const change = (patch: Partial<BookingDraft>, fields: DetailField[] = []) => {
    save({ ...data, ...patch, saved: false });
    form.clearErrors(fields);
  };

  /**
   * Looks the flight up; true when its leg is known (the leg goes into the draft). `moveDate`: a
   * search for another flight moves the service to that flight's day.
   */
  const findFlight = async (values: BookingDraft, moveDate = false): Promise<BookingDraft | null> => {
    const checked = validateFlight(values);
    if (checked.errors.flightNumber || checked.errors.flightDate) {
      setErrors((current) => ({ ...current, ...checked.errors }));
      focusFirstError();
      return null;
    }
    const found = form.flightFound(
      await searchFlight({
        flightNumber: checked.flightNumber,
        date: values.flightDate,
        airportCode: airport.code,
        serviceType,
      }),
    );
    if (!found) return null;
    // The service is on the day the flight is at this airport: another flight moves it there;
    // the same flight keeps a day chosen since.
    const point = arrival ? found.leg.arrival : found.leg.departure;
    const legFor = legKey(service, checked.flightNumber, values.flightDate);
    const dateMoves = moveDate && values.legFor !== legFor && values.serviceDate !== point.date;
    const next: BookingDraft = {
      ...values,
      leg: found.leg,
      airlineName: found.airlineName,
      legFor,
      serviceDate: dateMoves ? point.date : values.serviceDate || point.date,
      saved: false,
    };
    save(next);
    // What the flight answered (and a service date it filled in) is no longer wrong; a moved date's
    // errors are checked again on it (a "too soon" for the old day must not stay).
    setErrors((current) => {
      const { flightNumber: _number, flightDate: _date, ...left } = current;
      if (!dateMoves) {
        if (next.serviceDate) delete left.serviceDate;
        return left;
      }
      const { serviceDate: shownDate, serviceTime: shownTime, ...rest } = left;
      const again = recheckServiceTime(next, airport.timeZone);
      return {
        ...rest,
        ...(shownDate && again.serviceDate ? { serviceDate: again.serviceDate } : {}),
        ...(shownTime && again.serviceTime ? { serviceTime: again.serviceTime } : {}),
      };
    });
    return next;
  };

  const submit = async (confirmNearDeparture: boolean) => {
    const checked = validateDetails(data);
    setErrors(checked.errors);
    form.setFailure(null);
    if (!checked.ok || !data.ticketType || !data.transportMode) {
      focusFirstError();
      return;
    }
    await form.whileBusy('save', async () => {
      const values = currentLeg ? data : await findFlight(data);
      if (!values) return;
      const result = await saveDetails({
        uuid: values.uuid,
        orderNo: values.orderNo,
        airportCode: airport.code,
        serviceType,
        level,
        flightNumber: checked.flightNumber,
        flightDate: values.flightDate,
        serviceDate: values.serviceDate,
        serviceTime: values.serviceTime,
        ticketType: values.ticketType as AirTicketType,
        transportMode: values.transportMode as TransportMode,
        passengers: values.passengers,
        luggage: values.luggage,
        confirmNearDeparture,
      });
      if (result.kind === 'saved') {
        save({
          ...values,
          flightNumber: checked.flightNumber,
          uuid: result.uuid,
          serviceAt: result.serviceAt,
          timeZone: result.timeZone,
          orderNo: null,
          saved: true,
        });
        navigate(STEP_PATHS.passengers);
        return;
      }
      // An unpaid order was dropped on the way: the draft starts again with the next save.
      if (values.orderNo) save({ ...values, uuid: null, orderNo: null });
      if (result.kind === 'nearDeparture') {
        form.setConfirming(true);
        return;
      }
      if (result.kind === 'tooSoon') setErrors({ serviceDate: 'details.tooSoon' });
      else if (result.kind === 'offFlight') setErrors({ serviceTime: 'common:errors.50011' });
      else if (result.kind === 'flightNotLocated') setErrors({ flightNumber: 'common:errors.50010' });
      else form.setFailure(result.message);
      focusFirstError();
    });
  };

  const zone = zoneName(`${data.serviceDate || today}T12:00:00Z`, airport.timeZone, i18n.language);
  const point = currentLeg ? (arrival ? currentLeg.arrival : currentLeg.departure) : null;
  const windowHint = point
    ? t(arrival ? 'details.arrivalWindow' : 'details.departureWindow', {
        time: formatLocalTime(point.at, point.timeZone, i18n.language),
        hours:
          (arrival
            ? SERVICE_POLICY.airportAssistant.serviceWindowMinutes.arrival
            : SERVICE_POLICY.airportAssistant.serviceWindowMinutes.departure) / 60,
      })
    : null;

  return (
    <div className={styles.page}>
      <StepHeader step={2} />
      <BookingSummary service={service} />
      <DetailsForm form={form} onSave={submit} submitLabel={t('booking.continue')}>
        <h2 className={styles.sectionTitle}>{t('details.flightTitle')}</h2>
        <p className={styles.hint}>
          {t(arrival ? 'details.flightIntroArrival' : 'details.flightIntroDeparture')}
        </p>
        <FlightLookup form={form} value={data} leg={currentLeg} onChange={change} find={findFlight} />

        <h2 className={styles.sectionTitle}>{t('details.serviceTitle')}</h2>
        <p className={styles.hint} id="aa-service-time-zone">
          {t('details.localTime', { airport: airport.name, zone })}
          {windowHint ? ` ${windowHint}` : ''}
        </p>
        <LocalDateTimeFields
          idPrefix="aa-service"
          date={{
            label: t('details.serviceDate'),
            hint: t('details.serviceDateHint'),
            value: data.serviceDate,
            error: form.errorText('serviceDate'),
            onChange: (serviceDate) => change({ serviceDate }, ['serviceDate']),
          }}
          time={{
            label: t('details.serviceTime'),
            hint: t('details.atAirport', { zone }),
            value: data.serviceTime,
            error: form.errorText('serviceTime'),
            onChange: (serviceTime) => change({ serviceTime }, ['serviceTime']),
          }}
          className={styles.row}
        />
        <div className={styles.row}>
          <Select
            id="aa-ticket-type"
            label={t('details.ticketType')}
            placeholder={t('details.choose')}
            options={AIR_TICKET_TYPES.map((value) => ({ value, label: t(ticketTypeKey(value)) }))}
            value={data.ticketType}
            error={form.errorText('ticketType')}
            onChange={(event) => change({ ticketType: event.target.value as AirTicketType }, ['ticketType'])}
            required
          />
          <Select
            id="aa-transport-mode"
            label={t('details.transportMode')}
            hint={t('details.transportModeHint')}
            placeholder={t('details.choose')}
            options={TRANSPORT_MODES.map((value) => ({ value, label: t(transportModeKey(value)) }))}
            value={data.transportMode}
            error={form.errorText('transportMode')}
            onChange={(event) =>
              change({ transportMode: event.target.value as TransportMode }, ['transportMode'])
            }
            required
          />
        </div>
        <CountSteppers group={COUNTS} values={data} onChange={change} className={styles.counters} />
      </DetailsForm>
    </div>
  );
}
