import { type CountGroup, CountSteppers } from '@portal/shared/bookings/count-steppers';
import { DetailsForm, FlightLookup, useDetailsForm } from '@portal/shared/bookings/details-form';
import { formatLocalTime, zoneName } from '@portal/shared/bookings/format';
import { localDateFromToday } from '@portal/shared/bookings/local-date';
import { LocalDateTimeFields } from '@portal/shared/bookings/local-date-time-fields';
import {
  TRANSPORT_ADULTS,
  TRANSPORT_CHILDREN,
  TRANSPORT_LUGGAGE,
} from '@portal/shared/contracts/transport-values';
import { useTranslation } from '@portal/shared/i18n';
import { SERVICE_POLICY } from '@portal/shared/policy';
import { Button } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import styles from '../../components/booking-styles';
import { StepHeader } from '../../components/step-header';
import {
  type BookingDraft,
  type FlightDraft,
  newBookingDraft,
  newFlightDraft,
  type PlaceChoice,
  readBookingDraft,
  readFlightDraft,
  readUuid,
  writeBookingDraft,
  writeFlightDraft,
  writeUuid,
} from '../../lib/drafts';
import { resetStepsAfter, STEP_PATHS } from '../../lib/steps';
import { NAMESPACE } from '../../namespace';
import { AddressField } from './address-field';
import {
  type DetailErrors,
  type DetailField,
  normaliseFlight,
  tripAirport,
  validateDetails,
  validateFlight,
} from './validate-details';

// The contracts (and zod) load when the flight is looked up or the form sent (decision 0004).
const calls = () => import('./api/details-calls');

/** Which airport, direction and flight a found leg answers (it shows only while they are unchanged). */
const legKey = (airportCode: string, direction: string, flightNumber: string, date: string) =>
  [airportCode, direction, flightNumber, date].join('|');

/** The group's counts: adults, children and pieces of luggage. */
const COUNTS: CountGroup<'adults' | 'children' | 'luggage'> = {
  ns: NAMESPACE,
  textsKey: 'details',
  counts: [
    { name: 'adults', limits: TRANSPORT_ADULTS, fewer: 'fewerAdults', more: 'moreAdults' },
    { name: 'children', limits: TRANSPORT_CHILDREN, fewer: 'fewerChildren', more: 'moreChildren' },
    { name: 'luggage', limits: TRANSPORT_LUGGAGE, fewer: 'lessLuggage', more: 'moreLuggage' },
  ],
};

/** /transport-services/step-1: from and to, the flight, the pick-up's local date and time, the group. */
export function DetailsPage() {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const navigate = useNavigate();
  const [booking, setBooking] = useState<BookingDraft>(() => readBookingDraft() ?? newBookingDraft());
  const [flight, setFlight] = useState<FlightDraft>(() => readFlightDraft() ?? newFlightDraft());
  const form = useDetailsForm<DetailField>({
    ns: NAMESPACE,
    idPrefix: 'ts',
    policy: SERVICE_POLICY.transport,
    timeFieldId: 'ts-pickup-time',
  });
  const { setErrors, clearErrors, focusFirstError, setFailure } = form;
  // Remounts the address fields when their values are swapped, so each shows its new place.
  const [swaps, setSwaps] = useState(0);
  const today = localDateFromToday(0);

  // Back on this step, the later steps must be confirmed again; the drafts start at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the step opens
  useEffect(() => {
    resetStepsAfter(1);
    const next = { ...booking, carDone: false };
    writeBookingDraft(next);
    setBooking(next);
    writeFlightDraft(flight);
  }, []);

  const airport = tripAirport(booking.from, booking.to);
  const currentLeg =
    airport &&
    flight.leg &&
    flight.legFor ===
      legKey(airport.airportCode, airport.direction, normaliseFlight(flight.flightNumber), flight.flightDate)
      ? flight.leg
      : null;
  const point = currentLeg
    ? airport?.direction === 'fromAirport'
      ? currentLeg.arrival
      : currentLeg.departure
    : null;
  const timeZone = point?.timeZone ?? null;

  // Any change must be saved again: the car, the passenger and the review follow from the details.
  const changeBooking = (patch: Partial<BookingDraft>, fields: DetailField[] = []) => {
    const next = { ...booking, ...patch, saved: false, carDone: false };
    writeBookingDraft(next);
    setBooking(next);
    clearErrors(fields);
  };
  const changeFlight = (patch: Partial<FlightDraft>, fields: DetailField[] = []) => {
    const next = { ...flight, ...patch };
    writeFlightDraft(next);
    setFlight(next);
    if (booking.saved) changeBooking({}, fields);
    else clearErrors(fields);
  };

  /** Another place may mean another airport: the flight is entered again (specification §4). */
  const changePlaces = (from: PlaceChoice | null, to: PlaceChoice | null) => {
    const placesChanged = from?.id !== booking.from?.id || to?.id !== booking.to?.id;
    const next = { ...booking, from, to, saved: false, carDone: false };
    writeBookingDraft(next);
    setBooking(next);
    if (placesChanged && (flight.flightNumber || flight.flightDate || flight.leg)) {
      const cleared = newFlightDraft();
      writeFlightDraft(cleared);
      setFlight(cleared);
    }
    const bothChosen = from && to;
    setFailure(null);
    setErrors((current) => {
      const left = { ...current };
      if (from) delete left.from;
      if (to || bothChosen) delete left.to;
      // Neither end an airport is said at once, not only on Next.
      if (bothChosen && !tripAirport(from, to)) left.to = 'common:errors.50020';
      return left;
    });
  };

  /**
   * Looks the flight up at the trip's airport; the found leg goes into the draft. `moveDate`: a
   * search for another flight moves the pick-up to the day that flight is at the airport.
   */
  const findFlight = async (values: FlightDraft, moveDate = false): Promise<FlightDraft | null> => {
    const module = await calls();
    const checked = validateFlight(values, module.validateFlightNumber);
    const found: DetailErrors = { ...checked.errors };
    if (!airport)
      found.to = booking.from && booking.to ? 'common:errors.50020' : 'common:validation.required';
    if (!booking.from) found.from = 'common:validation.required';
    if (Object.keys(found).length > 0 || !airport) {
      setErrors((current) => ({ ...current, ...found }));
      focusFirstError();
      return null;
    }
    const result = form.flightFound(
      await module.searchFlight({
        flightNumber: checked.flightNumber,
        date: values.flightDate,
        airportCode: airport.airportCode,
        direction: airport.direction,
      }),
    );
    if (!result) return null;
    const legFor = legKey(airport.airportCode, airport.direction, checked.flightNumber, values.flightDate);
    const next: FlightDraft = {
      ...values,
      flightNumber: checked.flightNumber,
      leg: result.leg,
      airlineName: result.airlineName,
      legFor,
    };
    writeFlightDraft(next);
    setFlight(next);
    // The pick-up is on the day the flight is at the airport: another flight moves it there; the
    // same flight keeps a day chosen since.
    const at = airport.direction === 'fromAirport' ? result.leg.arrival : result.leg.departure;
    const dateMoves = moveDate && values.legFor !== legFor && booking.pickupDate !== at.date;
    if (!booking.pickupDate) changeBooking({ pickupDate: at.date }, ['pickupDate']);
    else if (dateMoves) {
      const moved = { ...booking, pickupDate: at.date };
      changeBooking({ pickupDate: at.date });
      // A pick-up error shown for the old day is checked again on the new one (in the leg's zone).
      const again = validateDetails(moved, next, at.timeZone, module.validateFlightNumber).errors;
      setErrors((current) => {
        const { pickupDate: shownDate, pickupTime: shownTime, ...rest } = current;
        const left: DetailErrors = rest;
        if (shownDate && again.pickupDate) left.pickupDate = again.pickupDate;
        if (shownTime && again.pickupTime) left.pickupTime = again.pickupTime;
        return left;
      });
    }
    setErrors((current) => {
      const { flightNumber: _number, flightDate: _date, ...left } = current;
      return left;
    });
    return next;
  };

  const submit = async (confirmNearDeparture: boolean) => {
    setFailure(null);
    await form.whileBusy('save', async () => {
      const module = await calls();
      const checked = validateDetails(booking, flight, timeZone, module.validateFlightNumber);
      setErrors(checked.errors);
      if (!checked.ok || !booking.from || !booking.to) {
        focusFirstError();
        return;
      }
      const values = currentLeg ? flight : await findFlight(flight);
      if (!values) return;
      const result = await module.saveDetails({
        uuid: readUuid(),
        orderNo: booking.orderNo,
        from: booking.from.id,
        to: booking.to.id,
        flightNumber: checked.flightNumber,
        flightDate: values.flightDate,
        pickupDate: booking.pickupDate,
        pickupTime: booking.pickupTime,
        adults: booking.adults,
        children: booking.children,
        luggage: booking.luggage,
        confirmNearDeparture,
      });
      if (result.kind === 'saved') {
        writeUuid(result.uuid);
        // New details reset the later steps: a car is chosen again.
        const next: BookingDraft = {
          ...booking,
          trip: result.trip,
          cars: result.cars,
          request: result.request,
          saved: true,
          car: null,
          carDone: false,
          orderNo: null,
        };
        writeBookingDraft(next);
        setBooking(next);
        navigate(STEP_PATHS.car);
        return;
      }
      if (booking.orderNo) {
        // An unpaid order was dropped on the way: the draft starts again with the next save.
        const next = { ...booking, orderNo: null };
        writeBookingDraft(next);
        setBooking(next);
      }
      if (result.kind === 'nearDeparture') {
        form.setConfirming(true);
        return;
      }
      if (result.kind === 'field') setErrors({ [result.field]: result.key });
      else setFailure(result.message);
      focusFirstError();
    });
  };

  const zone = timeZone
    ? zoneName(`${booking.pickupDate || today}T12:00:00Z`, timeZone, i18n.language)
    : null;
  const airportName = airport?.place.name ?? null;
  let timeHint = t('details.localTimeUnknown');
  if (airportName)
    timeHint = zone
      ? t('details.localTime', { airport: airportName, zone })
      : t('details.localTimeAt', { airport: airportName });
  const flightHint = point
    ? t(airport?.direction === 'fromAirport' ? 'details.landsAt' : 'details.leavesAt', {
        time: formatLocalTime(point.at, point.timeZone, i18n.language),
      })
    : null;

  const swap = () => {
    changePlaces(booking.to, booking.from);
    setSwaps((count) => count + 1);
  };

  return (
    <div className={styles.page}>
      <StepHeader step={1} />
      <p className={styles.intro}>{t('details.intro')}</p>
      <DetailsForm form={form} onSave={submit} submitLabel={t('booking.next')}>
        <h2 className={styles.sectionTitle}>{t('details.tripTitle')}</h2>
        <div className={styles.places}>
          <AddressField
            key={`from-${swaps}`}
            id="ts-from"
            label={t('details.from')}
            value={booking.from}
            error={form.errorText('from')}
            onChange={(from) => changePlaces(from, booking.to)}
          />
          <Button variant="secondary" className={styles.swap} onClick={swap} aria-label={t('details.swap')}>
            <span aria-hidden="true">⇄</span>
          </Button>
          <AddressField
            key={`to-${swaps}`}
            id="ts-to"
            label={t('details.to')}
            value={booking.to}
            error={form.errorText('to')}
            onChange={(to) => changePlaces(booking.from, to)}
          />
        </div>
        <p className={styles.hint}>{t('details.airportRule')}</p>

        <h2 className={styles.sectionTitle}>{t('details.flightTitle')}</h2>
        <p className={styles.hint}>
          {t(
            airport?.direction === 'toAirport'
              ? 'details.flightIntroDeparture'
              : 'details.flightIntroArrival',
          )}
        </p>
        <FlightLookup form={form} value={flight} leg={currentLeg} onChange={changeFlight} find={findFlight} />

        <h2 className={styles.sectionTitle}>{t('details.pickupTitle')}</h2>
        <p className={styles.hint} id="ts-pickup-zone">
          {timeHint}
          {flightHint ? ` ${flightHint}` : ''}{' '}
          {t('details.leadTime', { hours: SERVICE_POLICY.transport.minHoursAhead })}
        </p>
        <LocalDateTimeFields
          idPrefix="ts-pickup"
          date={{
            label: t('details.pickupDate'),
            value: booking.pickupDate,
            error: form.errorText('pickupDate'),
            onChange: (pickupDate) => changeBooking({ pickupDate }, ['pickupDate']),
          }}
          time={{
            label: t('details.pickupTime'),
            hint: zone ? t('details.atAirport', { zone }) : t('details.atAirportNoZone'),
            value: booking.pickupTime,
            error: form.errorText('pickupTime'),
            onChange: (pickupTime) => changeBooking({ pickupTime }, ['pickupTime']),
          }}
          className={styles.row}
        />
        <CountSteppers group={COUNTS} values={booking} onChange={changeBooking} className={styles.counters} />
      </DetailsForm>
    </div>
  );
}
