import { FlightNumberField } from '@portal/shared/bookings/flight-number-field';
import { zoneName } from '@portal/shared/bookings/format';
import { localDateFromToday } from '@portal/shared/bookings/local-date';
import { LocalDateField } from '@portal/shared/bookings/local-date-time-fields';
import { WizardForm } from '@portal/shared/bookings/wizard-form';
import { ErrorCode } from '@portal/shared/contracts';
import {
  FAST_TRACK_MAX_PASSENGERS,
  type FastTrackAirport,
  type Lane,
  laneCodeSchema,
  type Slot,
} from '@portal/shared/contracts/fast-track';
import { useFocusFirstError } from '@portal/shared/forms';
import { useTranslation } from '@portal/shared/i18n';
import { Alert, Button, ErrorPanel, PageTitle, Panel, Spinner } from '@portal/shared/ui';
import { Stepper } from '@portal/shared/ui/fields';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ComplimentaryUses } from '../../../components/complimentary-uses';
import {
  type LaneData,
  type LaneSummary as LaneSummaryData,
  newLaneData,
  readCipCode,
  readLaneData,
  writeLaneData,
} from '../../../lib/drafts';
import { isLocalDate } from '../../../lib/search-query';
import { NAMESPACE } from '../../../namespace';
import styles from '../booking-styles';
import { LaneSummary } from '../lane-summary';
import { STEP_PATHS } from '../step-paths';
import { saveDetails } from './api/save-details';
import { useLaneDetail } from './api/use-lane-detail';
import { useSlots } from './api/use-slots';
import { SlotPicker } from './slot-picker';
import { type DetailErrors, validateDetails } from './validate-details';

const isLaneCode = (value: string | null | undefined): value is string =>
  typeof value === 'string' && laneCodeSchema.safeParse(value).success;

/**
 * The booking this step is about: the lane and date in the address (from the result's Book), else
 * the draft's, else the search's. The draft is kept when it is for the same lane and date (a reload,
 * or coming back from a later step); another lane or date starts a new booking.
 */
const bookingFromAddress = (params: URLSearchParams): LaneData | null => {
  const stored = readLaneData();
  const cip = readCipCode();
  const urlLane = params.get('lane');
  const urlDate = params.get('date');
  const laneCode = isLaneCode(urlLane) ? urlLane : (stored?.laneCode ?? cip?.laneCode ?? null);
  if (!laneCode) return null;
  const date = isLocalDate(urlDate) ? urlDate : (stored?.date ?? cip?.date ?? localDateFromToday(1));
  if (stored && stored.laneCode === laneCode && stored.date === date) return stored;
  return newLaneData(laneCode, date);
};

const summaryOf = (lane: Lane, airport: FastTrackAirport): LaneSummaryData => ({
  code: lane.code,
  name: lane.name,
  terminal: lane.terminal,
  location: lane.location,
  direction: lane.direction,
  airportCode: airport.code,
  airportName: airport.name,
  timeZone: airport.timeZone,
  pricePerPassenger: lane.pricePerPassenger,
  currency: lane.currency,
  maxPassengers: Math.min(lane.maxPassengers, FAST_TRACK_MAX_PASSENGERS),
});

/** /fast-track/detail: the slot, the number of passengers and the flight (wizard step 1). */
export function DetailPage() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const [params] = useSearchParams();
  const [initial] = useState(() => bookingFromAddress(params));
  if (!initial) {
    return (
      <Panel
        title={t('booking.steps.detail')}
        actions={<Link to={STEP_PATHS.search}>{t('booking.detail.findLane')}</Link>}
      >
        <p>{t('booking.detail.noLane')}</p>
      </Panel>
    );
  }
  return <DetailStep initial={initial} />;
}

function DetailStep({ initial }: { initial: LaneData }) {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const [data, setData] = useState<LaneData>(initial);
  const [errors, setErrors] = useState<DetailErrors>({});
  const [seatsLeft, setSeatsLeft] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const detail = useLaneDetail(data.laneCode, data.date || null);
  const slots = useSlots(data.laneCode, data.date);
  const today = localDateFromToday(0);

  const save = (next: LaneData) => {
    writeLaneData(next);
    setData(next);
  };

  // Any change to step 1 must be saved again, and resets the steps after it.
  const change = (patch: Partial<LaneData>) => {
    save({ ...data, ...patch, detailsSaved: false, passengersSaved: false });
    setFailure(null);
  };

  // The draft starts as soon as the step shows, so a reload comes back to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the booking this step opened with
  useEffect(() => writeLaneData(initial), []);

  // The lane's facts (name, airport, zone, limits) go into the draft for the later steps.
  const loaded = detail.status === 'ready' ? detail.data : null;
  useEffect(() => {
    if (!loaded) return;
    const lane = summaryOf(loaded.lane, loaded.airport);
    setData((current) => {
      const next = { ...current, lane, passengers: Math.min(current.passengers, lane.maxPassengers) };
      writeLaneData(next);
      return next;
    });
  }, [loaded]);

  if (detail.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label={t('booking.detail.loading')} />
      </div>
    );
  }
  if (detail.status === 'error') {
    if (detail.errorCode === ErrorCode.NOT_FOUND) {
      return (
        <Panel
          title={t('booking.detail.laneNotFound')}
          actions={<Link to={STEP_PATHS.search}>{t('booking.detail.findLane')}</Link>}
        />
      );
    }
    return (
      <ErrorPanel
        title={t('booking.detail.loadFailed')}
        message={detail.message ?? undefined}
        retryLabel={t('common:tryAgain')}
        onRetry={detail.retry}
      />
    );
  }

  const { lane, airport, cardInfo } = detail.data;
  const maxPassengers = Math.min(lane.maxPassengers, FAST_TRACK_MAX_PASSENGERS);
  const daySlots = slots.status === 'ready' ? slots.data.slots : null;
  const errorText = (field: keyof DetailErrors) => {
    const key = errors[field];
    return key ? t(key, { count: seatsLeft }) : null;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateDetails(data, daySlots, today);
    if (!checked.ok) {
      setErrors(checked.errors);
      setSeatsLeft(checked.seatsLeft ?? 0);
      focusFirstError();
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      const result = await saveDetails({
        uuid: data.uuid,
        orderNo: data.orderNo,
        laneCode: data.laneCode,
        date: data.date,
        time: checked.time,
        passengers: data.passengers,
        flightNumber: checked.flightNumber,
      });
      if (result.kind === 'saved') {
        save({
          ...data,
          flightNumber: checked.flightNumber,
          uuid: result.uuid,
          orderNo: null,
          detailsSaved: true,
          passengersSaved: false,
        });
        navigate(STEP_PATHS.passenger);
        return;
      }
      if (data.orderNo) save({ ...data, uuid: null, orderNo: null });
      if (result.kind === 'failed') {
        setFailure(result.message);
        return;
      }
      // The seats were taken meanwhile: show the slots as they are now.
      setSeatsLeft(result.kind === 'notEnoughSeats' ? result.seatsLeft : 0);
      setErrors({
        time:
          result.kind === 'notEnoughSeats'
            ? 'fastTrack:booking.detail.notEnoughSeats'
            : 'fastTrack:booking.detail.slotGone',
      });
      slots.retry();
      focusFirstError();
    } catch {
      // The http client has already shown the connection problem; the form stays as it is.
    } finally {
      setBusy(false);
    }
  };

  const zone = zoneName(`${data.date}T12:00:00Z`, airport.timeZone, i18n.language);
  return (
    <div className={styles.page}>
      <PageTitle>{t('booking.steps.detail')}</PageTitle>
      <LaneSummary lane={summaryOf(lane, airport)} />
      <ComplimentaryUses cardInfo={cardInfo} className={styles.uses} />
      <WizardForm formRef={formRef} onSubmit={onSubmit} busy={busy} failure={failure}>
        <LocalDateField
          id="fast-track-detail-date"
          label={t('booking.detail.date')}
          min={today}
          value={data.date}
          error={errorText('date')}
          onChange={(date) => {
            change({ date, time: null, endTime: null });
            // The address follows, so a reload shows the day chosen here.
            if (isLocalDate(date)) setParams({ lane: data.laneCode, date }, { replace: true });
          }}
        />
        {slots.status === 'loading' && isLocalDate(data.date) && (
          <div className={styles.slotsLoading}>
            <Spinner size="small" label={t('booking.detail.slotsLoading')} />
          </div>
        )}
        {slots.status === 'error' && (
          <Alert tone="error" title={t('booking.detail.slotsFailed')}>
            {slots.message}{' '}
            <Button variant="link" onClick={slots.retry}>
              {t('common:tryAgain')}
            </Button>
          </Alert>
        )}
        {daySlots && daySlots.length === 0 && <p className={styles.hint}>{t('booking.detail.noSlots')}</p>}
        {daySlots && daySlots.length > 0 && (
          <SlotPicker
            slots={daySlots}
            value={data.time}
            onChange={(slot: Slot) => change({ time: slot.time, endTime: slot.endTime })}
            hint={t('booking.detail.slotsHint', { airport: airport.name, zone })}
            error={errorText('time')}
          />
        )}
        <Stepper
          label={t('booking.detail.passengers')}
          value={data.passengers}
          min={1}
          max={maxPassengers}
          onChange={(passengers) => change({ passengers })}
          decrementLabel={t('booking.detail.fewerPassengers')}
          incrementLabel={t('booking.detail.morePassengers')}
        />
        <p className={styles.hint}>{t('booking.detail.passengersHint', { count: maxPassengers })}</p>
        <FlightNumberField
          id="fast-track-detail-flight"
          label={t('booking.detail.flightNumber')}
          hint={t('booking.detail.flightNumberHint')}
          value={data.flightNumber}
          error={errorText('flightNumber')}
          onChange={(flightNumber) => change({ flightNumber })}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {t('booking.detail.continue')}
          </Button>
        </div>
      </WizardForm>
    </div>
  );
}
