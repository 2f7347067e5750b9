import { formatMoney } from '@portal/shared/bookings/format';
import { useRead } from '@portal/shared/bookings/use-read';
import type { CarType } from '@portal/shared/contracts/transport-values';
import { useTranslation } from '@portal/shared/i18n';
import { SERVICE_POLICY } from '@portal/shared/policy';
import { Alert, Button, Dialog } from '@portal/shared/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import styles from '../../components/booking-styles';
import { StepHeader } from '../../components/step-header';
import { TripSummary } from '../../components/trip-summary';
import {
  type BookingDraft,
  type CarChoice,
  type FlightDraft,
  newFlightDraft,
  readBookingDraft,
  readFlightDraft,
  readUuid,
  writeBookingDraft,
} from '../../lib/drafts';
import { carTypeKey, requestReasonKey } from '../../lib/labels';
import { REQUEST_TYPE, redirectFor, resetStepsAfter, STEP_PATHS } from '../../lib/steps';
import { NAMESPACE, ORDER_NAMESPACES } from '../../namespace';
import { readOverKm, refreshCars, selectCar } from './api/car-calls';
import { LuggageIcon, PassengerIcon } from './car-icons';

/** /transport-services/step-2: the cars for the trip with their prices, or why it is a booking request. */
export function CarPage() {
  const missing = redirectFor(2);
  const booking = readBookingDraft();
  const uuid = readUuid();
  if (missing || !booking?.trip || !uuid) return <Navigate to={missing ?? STEP_PATHS.details} replace />;
  return <CarStep initial={booking} flight={readFlightDraft() ?? newFlightDraft()} uuid={uuid} />;
}

function CarStep({ initial, flight, uuid }: { initial: BookingDraft; flight: FlightDraft; uuid: string }) {
  const { t } = useTranslation([...ORDER_NAMESPACES, 'common']);
  const navigate = useNavigate();
  const [booking, setBooking] = useState(initial);
  const [chosen, setChosen] = useState<CarType | null>(initial.car?.carType ?? null);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; restart: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  // Back on this step, the later steps must be confirmed again.
  useEffect(() => resetStepsAfter(2), []);

  const save = (next: BookingDraft) => {
    writeBookingDraft(next);
    setBooking(next);
  };

  const choose = (carType: CarType) => {
    setChosen(carType);
    setError(null);
    setFailure(null);
    if (booking.carDone) save({ ...booking, carDone: false });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (!chosen) {
      setError(t('car.chooseOne'));
      document.querySelector<HTMLInputElement>('input[name="ts-car"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await selectCar(uuid, chosen);
      if (result.kind === 'selected') {
        save({ ...booking, car: result.car, carDone: true });
        navigate(STEP_PATHS.passenger);
        return;
      }
      if (result.kind === 'unavailable') {
        setUnavailable(true);
        return;
      }
      setFailure({ message: result.message, restart: result.kind === 'restart' });
    } catch {
      // The http client has already shown the connection problem.
    } finally {
      setBusy(false);
    }
  };

  /** After 'Car Type Not Available': the cars free now, the taken one no longer chosen. */
  const reloadCars = async () => {
    setUnavailable(false);
    setBusy(true);
    try {
      const fresh = await refreshCars(uuid, booking, flight);
      if (fresh) {
        save({
          ...booking,
          trip: fresh.trip,
          cars: fresh.cars,
          request: fresh.request,
          car: null,
          carDone: false,
        });
        setChosen(null);
      } else {
        setFailure({ message: t('car.refreshFailed'), restart: true });
      }
    } catch {
      // The http client has already shown the connection problem.
    } finally {
      setBusy(false);
    }
  };

  const continueAsRequest = () => {
    save({ ...booking, car: null, carDone: true });
    navigate(`${STEP_PATHS.passenger}?currentType=${REQUEST_TYPE}`);
  };

  const trip = booking.trip;
  const overStandard = trip ? trip.distanceKm > trip.standardKm : false;

  return (
    <div className={styles.page}>
      <StepHeader step={2} />
      <TripSummary booking={booking} flight={flight} />
      {failure && (
        <Alert tone="error">
          {failure.message}
          {failure.restart && (
            <>
              {' '}
              <Link to={STEP_PATHS.details}>{t('car.backToDetails')}</Link>
            </>
          )}
        </Alert>
      )}
      {booking.cars.length === 0 ? (
        <section className={styles.section} aria-labelledby="ts-request">
          <h2 id="ts-request" className={styles.sectionTitle}>
            {t('car.requestTitle')}
          </h2>
          <p>{booking.request ? t(requestReasonKey(booking.request)) : t('car.noCars')}</p>
          <p>{t('car.requestExplained', { hours: SERVICE_POLICY.quotation.replyWithinHours })}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => navigate(STEP_PATHS.details)}>
              {t('car.changeDetails')}
            </Button>
            {booking.request && <Button onClick={continueAsRequest}>{t('car.continueAsRequest')}</Button>}
          </div>
        </section>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
          <fieldset className={styles.group}>
            <legend className={styles.sectionTitle}>{t('car.legend')}</legend>
            {overStandard && trip && (
              <p className={styles.hint}>
                {t('car.overStandard', { distance: trip.distanceKm, standard: trip.standardKm })}
              </p>
            )}
            <ul className={styles.cars}>
              {booking.cars.map((car) => (
                <CarOption
                  key={car.carType}
                  car={car}
                  uuid={uuid}
                  checked={chosen === car.carType}
                  showMileage={overStandard && chosen === car.carType}
                  error={error}
                  onChoose={choose}
                />
              ))}
            </ul>
            {error && (
              <span id="ts-car-error" className={styles.error}>
                {error}
              </span>
            )}
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit" loading={busy}>
              {t('booking.next', { ns: NAMESPACE })}
            </Button>
          </div>
        </form>
      )}
      <Dialog
        open={unavailable}
        title={t('car.unavailable.title')}
        onClose={() => void reloadCars()}
        actions={<Button onClick={() => void reloadCars()}>{t('car.unavailable.ok')}</Button>}
      >
        <p>{t('car.unavailable.message')}</p>
      </Dialog>
    </div>
  );
}

/** One car type: its name, capacity, the price of this trip and, when chosen, the extra mileage. */
function CarOption({
  car,
  uuid,
  checked,
  showMileage,
  error,
  onChoose,
}: {
  car: CarChoice;
  uuid: string;
  checked: boolean;
  showMileage: boolean;
  error: string | null;
  onChoose: (carType: CarType) => void;
}) {
  const { t, i18n } = useTranslation(ORDER_NAMESPACES);
  const id = `ts-car-${car.carType}`;
  const money = (minor: number) => formatMoney(minor, car.currency, i18n.language);
  const overKm = useRead<OverKm>(
    showMileage ? (signal) => readOverKm(uuid, car.carType, signal).then(wrap) : null,
    showMileage ? car.carType : '',
  );
  const mileage = showMileage && overKm.status === 'ready' ? overKm.data : null;
  return (
    <li className={styles.choice}>
      <input
        type="radio"
        id={id}
        name="ts-car"
        value={car.carType}
        checked={checked}
        onChange={() => onChoose(car.carType)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-detail`, error ? 'ts-car-error' : null].filter(Boolean).join(' ')}
      />
      <label htmlFor={id}>{t(carTypeKey(car.carType))}</label>
      <div id={`${id}-detail`} className={styles.choiceDetail}>
        <ul className={styles.capacity}>
          <li>
            <PassengerIcon />
            {t('car.passengers', { count: car.passengers })}
          </li>
          <li>
            <LuggageIcon />
            {t('car.luggage', { count: car.luggage })}
          </li>
        </ul>
        <p className={styles.price}>{t('car.price', { price: money(car.price) })}</p>
        <div aria-live="polite">
          {mileage && mileage.extraKm > 0 && (
            <p className={styles.mileage}>
              {t('car.extraMileage', {
                km: mileage.extraKm,
                rate: formatMoney(mileage.ratePerKm, mileage.currency, i18n.language),
                charge: formatMoney(mileage.charge, mileage.currency, i18n.language),
              })}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}

type OverKm = NonNullable<Awaited<ReturnType<typeof readOverKm>>>;
/** `useRead` wants an outcome: an unreadable extra mileage simply does not show. */
const wrap = (result: OverKm | null) =>
  result ? { ok: true as const, result } : { ok: false as const, errorCode: 0, message: '', details: null };
