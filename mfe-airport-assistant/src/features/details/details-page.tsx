import { FlightFinder } from '@portal/shared/bookings/flight-finder';
import { formatLocalTime, zoneName } from '@portal/shared/bookings/format';
import { localDateFromToday } from '@portal/shared/bookings/local-date';
import { NearDepartureDialog } from '@portal/shared/bookings/near-departure-dialog';
import {
  AIR_TICKET_TYPES,
  type AirTicketType,
  ASSISTANT_LUGGAGE,
  ASSISTANT_PASSENGERS,
  isArrival,
  TRANSPORT_MODES,
  type TransportMode,
} from '@portal/shared/contracts/airport-assistant';
import { useFocusFirstError } from '@portal/shared/forms';
import { useTranslation } from '@portal/shared/i18n';
import { SERVICE_POLICY } from '@portal/shared/policy';
import { Alert, Button, Select } from '@portal/shared/ui';
import { Stepper, TextField } from '@portal/shared/ui/fields';
import { type FormEvent, useEffect, useRef, useState } from 'react';
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
import { type DetailErrors, recheckServiceTime, validateDetails, validateFlight } from './validate-details';

/** /airport-assistant/step-2: the flight, the service's local date and time, ticket, transport, counts. */
export function DetailsPage() {
  const missing = redirectFor(2);
  const service = readServiceDraft();
  if (missing || !service?.airport || !service.serviceType || !service.level) {
    return <Navigate to={missing ?? STEP_PATHS.service} replace />;
  }
  return <DetailsStep service={service} />;
}

/** Which airport, service and flight a found leg answers (it shows only while they are unchanged). */
const legKey = (service: ServiceDraft, flightNumber: string, date: string) =>
  [service.airport?.code, service.serviceType, flightNumber, date].join('|');

type Busy = 'flight' | 'save' | null;

function DetailsStep({ service }: { service: ServiceDraft }) {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const navigate = useNavigate();
  const [data, setData] = useState<BookingDraft>(() => readBookingDraft() ?? newBookingDraft());
  const [errors, setErrors] = useState<DetailErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
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
  const change = (patch: Partial<BookingDraft>, fields: (keyof DetailErrors)[] = []) => {
    save({ ...data, ...patch, saved: false });
    setFailure(null);
    if (fields.length > 0)
      setErrors((current) => {
        const left = { ...current };
        for (const field of fields) delete left[field];
        return left;
      });
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
    const found = await searchFlight({
      flightNumber: checked.flightNumber,
      date: values.flightDate,
      airportCode: airport.code,
      serviceType,
    });
    if (found.kind === 'notLocated') {
      setErrors((current) => ({ ...current, flightNumber: 'common:errors.50010' }));
      focusFirstError();
      return null;
    }
    if (found.kind === 'failed') {
      setFailure(found.message);
      return null;
    }
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

  const onFindFlight = async () => {
    if (busy) return;
    setFailure(null);
    setBusy('flight');
    try {
      await findFlight(data, true);
    } catch {
      // The http client has already shown the connection problem.
    } finally {
      setBusy(null);
    }
  };

  const submit = async (confirmNearDeparture: boolean) => {
    const checked = validateDetails(data);
    setErrors(checked.errors);
    setFailure(null);
    if (!checked.ok || !data.ticketType || !data.transportMode) {
      focusFirstError();
      return;
    }
    setBusy('save');
    try {
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
        setConfirming(true);
        return;
      }
      if (result.kind === 'tooSoon') setErrors({ serviceDate: 'details.tooSoon' });
      else if (result.kind === 'offFlight') setErrors({ serviceTime: 'common:errors.50011' });
      else if (result.kind === 'flightNotLocated') setErrors({ flightNumber: 'common:errors.50010' });
      else setFailure(result.message);
      focusFirstError();
    } catch {
      // The http client has already shown the connection problem; the form stays as it is.
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void submit(false);
  };

  const errorText = (field: keyof DetailErrors) => {
    const key = errors[field];
    return key ? t(key, { hours: SERVICE_POLICY.airportAssistant.minHoursAhead }) : null;
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
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-busy={busy !== null || undefined}
      >
        {failure && <Alert tone="error">{failure}</Alert>}
        <h2 className={styles.sectionTitle}>{t('details.flightTitle')}</h2>
        <p className={styles.hint}>
          {t(arrival ? 'details.flightIntroArrival' : 'details.flightIntroDeparture')}
        </p>
        <FlightFinder
          idPrefix="aa"
          flightNumber={data.flightNumber}
          flightDate={data.flightDate}
          leg={currentLeg}
          airlineName={data.airlineName}
          errors={{ flightNumber: errorText('flightNumber'), flightDate: errorText('flightDate') }}
          onChange={change}
          onFind={onFindFlight}
          finding={busy === 'flight'}
        />

        <h2 className={styles.sectionTitle}>{t('details.serviceTitle')}</h2>
        <p className={styles.hint} id="aa-service-time-zone">
          {t('details.localTime', { airport: airport.name, zone })}
          {windowHint ? ` ${windowHint}` : ''}
        </p>
        <div className={styles.row}>
          <TextField
            id="aa-service-date"
            type="date"
            label={t('details.serviceDate')}
            hint={t('details.serviceDateHint')}
            min={today}
            value={data.serviceDate}
            error={errorText('serviceDate')}
            onChange={(event) => change({ serviceDate: event.target.value }, ['serviceDate'])}
            required
          />
          <TextField
            id="aa-service-time"
            type="time"
            label={t('details.serviceTime')}
            hint={t('details.atAirport', { zone })}
            value={data.serviceTime}
            error={errorText('serviceTime')}
            onChange={(event) => change({ serviceTime: event.target.value }, ['serviceTime'])}
            required
          />
        </div>
        <div className={styles.row}>
          <Select
            id="aa-ticket-type"
            label={t('details.ticketType')}
            placeholder={t('details.choose')}
            options={AIR_TICKET_TYPES.map((value) => ({ value, label: t(ticketTypeKey(value)) }))}
            value={data.ticketType}
            error={errorText('ticketType')}
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
            error={errorText('transportMode')}
            onChange={(event) =>
              change({ transportMode: event.target.value as TransportMode }, ['transportMode'])
            }
            required
          />
        </div>
        <div className={styles.counters}>
          <Stepper
            label={t('details.passengers')}
            value={data.passengers}
            min={ASSISTANT_PASSENGERS.min}
            max={ASSISTANT_PASSENGERS.max}
            onChange={(passengers) => change({ passengers })}
            decrementLabel={t('details.fewerPassengers')}
            incrementLabel={t('details.morePassengers')}
          />
          <Stepper
            label={t('details.luggage')}
            value={data.luggage}
            min={ASSISTANT_LUGGAGE.min}
            max={ASSISTANT_LUGGAGE.max}
            onChange={(luggage) => change({ luggage })}
            decrementLabel={t('details.lessLuggage')}
            incrementLabel={t('details.moreLuggage')}
          />
        </div>
        <p className={styles.hint}>
          {t('details.countsHint', { passengers: ASSISTANT_PASSENGERS.max, luggage: ASSISTANT_LUGGAGE.max })}
        </p>
        <div className={styles.actions}>
          <Button type="submit" loading={busy === 'save'}>
            {t('booking.continue')}
          </Button>
        </div>
      </form>
      <NearDepartureDialog
        open={confirming}
        timeFieldId="aa-service-time"
        texts={{
          title: t('details.nearDeparture.title'),
          message: t('details.nearDeparture.message'),
          continue: t('details.nearDeparture.continue'),
          change: t('details.nearDeparture.change'),
        }}
        onContinue={() => void submit(true)}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
