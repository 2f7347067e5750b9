import { formatLocalDateTime, formatMoney } from '@portal/shared/bookings';
import { ErrorCode } from '@portal/shared/contracts';
import type { OrderReview } from '@portal/shared/contracts/bookings';
import { useFocusFirstError } from '@portal/shared/forms';
import {
  type CardChoice,
  type HostCard,
  leaveForPaymentHost,
  SecureCheckoutBox,
  useNewCardForm,
} from '@portal/shared/payments';
import { Alert, Button, ErrorPanel, PageTitle, Spinner, TextField } from '@portal/shared/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { clearFastTrackDrafts, type LaneData } from '../../../lib/drafts';
import { NAMESPACE } from '../../../namespace';
import styles from '../booking.module.css';
import { LaneSummary, SummaryFact } from '../lane-summary';
import { completePath, missingStepFor, STEP_PATHS } from '../step-paths';
import { useLaneData } from '../use-lane-data';
import { payOrder } from './api/pay-order';
import { type PlacedFastTrackOrder, placeOrder } from './api/place-order';
import { useOrderReview } from './api/use-order-review';
import { CardChoiceSection, choiceKey } from './card-choice-section';
import { PriceSummary } from './price-summary';

/** /fast-track/review: what will be charged and why, the card, the password, then Pay or Confirm (step 3). */
export function ReviewPage() {
  const [data, save] = useLaneData();
  const missing = missingStepFor('review', data);
  if (missing || !data?.uuid || !data.lane) return <Navigate to={missing ?? STEP_PATHS.detail} replace />;
  return <ReviewStep data={data} uuid={data.uuid} save={save} />;
}

function ReviewStep({ data, uuid, save }: { data: LaneData; uuid: string; save: (next: LaneData) => void }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const review = useOrderReview(uuid);
  if (review.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label={t('booking.review.loading')} />
      </div>
    );
  }
  if (review.status === 'error') {
    // The draft is incomplete or gone on the server: the booking starts again from step 1.
    const restart = review.errorCode === ErrorCode.BOOKING_INCOMPLETE;
    return (
      <ErrorPanel
        title={t('booking.review.loadFailed')}
        message={review.message ?? undefined}
        retryLabel={t('common:tryAgain')}
        onRetry={review.retry}
        extraActions={
          restart ? <Link to={STEP_PATHS.detail}>{t('booking.review.backToDetail')}</Link> : undefined
        }
      />
    );
  }
  return <ReviewForm data={data} uuid={uuid} save={save} review={review.data} />;
}

type Stage = 'form' | 'working' | 'leaving';

/** A placed order whose amount differs from the review's, waiting for the user to confirm it. */
interface HeldOrder {
  order: PlacedFastTrackOrder;
  card: string;
}

function ReviewForm({
  data,
  uuid,
  save,
  review,
}: {
  data: LaneData;
  uuid: string;
  save: (next: LaneData) => void;
  review: OrderReview;
}) {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ title?: string; message: string; restart?: boolean } | null>(null);
  const [stage, setStage] = useState<Stage>('form');
  const [held, setHeld] = useState<HeldOrder | null>(null);
  const [choice, setChoice] = useState<CardChoice | null>(null);
  const card = useNewCardForm({ idPrefix: 'fast-track-card' });
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const lane = data.lane;
  const money = (minor: number) => formatMoney(minor, review.currency, i18n.language);
  // What will be charged: the review's total, or the placed order's when it came out different.
  const due = held ? held.order.total : review.total;

  useEffect(() => {
    if (held) noticeRef.current?.focus();
  }, [held]);

  if (!lane) return null;
  if (stage === 'leaving') {
    return (
      <div className={styles.page}>
        <PageTitle>{t('booking.steps.review')}</PageTitle>
        <SecureCheckoutBox headingLevel={2} />
      </div>
    );
  }

  const hostCard = (): HostCard =>
    choice?.kind === 'saved' ? { kind: 'saved' } : { kind: 'new', values: card.values };

  const pay = async (order: PlacedFastTrackOrder) => {
    setStage('leaving');
    const result = await payOrder(uuid, order, hostCard());
    if (result.kind === 'redirect') {
      // Stay on the Secure Checkout box: the page is about to be replaced by the host's.
      leaveForPaymentHost(result.url);
      return;
    }
    // The session may be spent: the next attempt asks for a new one (password, then the same order).
    setHeld(null);
    setStage('form');
    if (result.kind === 'numberInvalid') card.reject('number', 'common:validation.cardNotRecognised');
    else if (result.kind === 'refused')
      setFailure({ title: t('booking.review.paymentFailed'), message: result.message });
    else if (result.kind === 'apiError')
      setFailure({ title: t('booking.review.paymentFailed'), message: result.message });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (stage !== 'form') return;
    setFailure(null);
    const payNow = due > 0;
    if (payNow && !choice) {
      setFailure({ message: t('booking.review.cardsLoading') });
      return;
    }
    const cardOk = !payNow || choice?.kind !== 'new' || card.check();
    const missingPassword = password === '';
    setPasswordError(missingPassword ? 'common:validation.required' : null);
    if (!cardOk || missingPassword) {
      if (cardOk) focusFirstError();
      return;
    }
    const chosen = payNow ? choiceKey(choice) : 'none';
    setStage('working');
    try {
      // The new amount was confirmed, with the card its session was opened for: pay it.
      if (held && held.card === chosen) {
        await pay(held.order);
        return;
      }
      const cardId = payNow && choice?.kind === 'saved' ? choice.cardId : undefined;
      const result = await placeOrder({ uuid, password, cardId });
      if (result.kind === 'wrongPassword') {
        setStage('form');
        setPasswordError('common:validation.passwordIncorrect');
        focusFirstError();
        return;
      }
      if (result.kind === 'failed') {
        setStage('form');
        setFailure({ message: result.message, restart: result.errorCode === ErrorCode.ORDER_NOT_PAYABLE });
        return;
      }
      const { order } = result;
      save({ ...data, orderNo: order.orderNo });
      if (order.status === 'paid') {
        // Confirmed at once (covered): the wizard's draft is done with.
        clearFastTrackDrafts();
        navigate(completePath(order.orderNo));
        return;
      }
      // Nothing is charged that the user has not seen: a different amount waits for a confirmation.
      if (order.priceChanged || order.total !== due) {
        setHeld({ order, card: chosen });
        setStage('form');
        return;
      }
      await pay(order);
    } catch {
      // The http client has already shown the connection problem.
      setStage('form');
    }
  };

  const passwordHint =
    due === 0
      ? t('booking.review.passwordForUse')
      : review.reason === 'covered' && !held
        ? t('booking.review.passwordForUseAndPay')
        : t('booking.review.passwordToPay');
  let submitLabel = t('booking.review.confirm');
  if (held) submitLabel = t('booking.review.confirmAndPay', { amount: money(due) });
  else if (due > 0) submitLabel = t('booking.review.pay', { amount: money(due) });
  const endTime = data.endTime ? ` – ${data.endTime}` : '';

  return (
    <div className={styles.page}>
      <PageTitle>{t('booking.steps.review')}</PageTitle>
      {data.orderNo && (
        <Alert tone="info" className={styles.uses}>
          {t('booking.review.awaitingPayment', { orderNo: data.orderNo })}
        </Alert>
      )}
      <LaneSummary lane={lane}>
        <SummaryFact label={t('booking.lane.when')}>
          {formatLocalDateTime(review.serviceAt, review.timeZone, i18n.language)}
          {endTime}
        </SummaryFact>
        <SummaryFact label={t('booking.lane.flight')}>{data.flightNumber}</SummaryFact>
        <SummaryFact label={t('booking.lane.passengers')}>
          <ul className={styles.names}>
            {data.names.map((name, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: passengers in step order
              <li key={index}>
                {name.firstName} {name.lastName}
              </li>
            ))}
          </ul>
        </SummaryFact>
      </LaneSummary>
      <p className={styles.uses}>
        {t('booking.review.usesBefore', { count: review.cardInfo.count, total: review.cardInfo.total })}
      </p>
      <PriceSummary review={review} />
      <section className={styles.terms} aria-labelledby="fast-track-terms">
        <h2 id="fast-track-terms" className={styles.sectionTitle}>
          {t('booking.review.termsTitle')}
        </h2>
        <p>
          {t('booking.review.terms', {
            deadline: formatLocalDateTime(review.cancellation.freeUntil, review.timeZone, i18n.language),
            hours: review.cancellation.freeCancellationHours,
          })}
        </p>
        <p>
          {t('booking.review.refunds', {
            min: review.cancellation.refundBusinessDays.min,
            max: review.cancellation.refundBusinessDays.max,
          })}
        </p>
      </section>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-busy={stage === 'working' || undefined}
      >
        {held && (
          <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
            <Alert tone="warning" title={t('booking.review.priceChangedTitle')} assertive>
              {/* More: the last use went elsewhere. Less: the order kept a use the review no longer counts. */}
              {t(
                held.order.total > review.total
                  ? 'booking.review.priceChanged'
                  : 'booking.review.priceDiffers',
                {
                  amount: money(held.order.total),
                  before: money(review.total),
                },
              )}
            </Alert>
          </div>
        )}
        {failure && (
          <Alert tone="error" title={failure.title}>
            {failure.message}
            {failure.restart && (
              <>
                {' '}
                <Link to={STEP_PATHS.detail}>{t('booking.review.backToDetail')}</Link>
              </>
            )}
          </Alert>
        )}
        {due > 0 && <CardChoiceSection newCard={card.fieldProps} onChoice={setChoice} />}
        <TextField
          id="fast-track-password"
          type="password"
          name="password"
          label={t('booking.review.password')}
          hint={passwordHint}
          autoComplete="current-password"
          value={password}
          error={passwordError ? t(passwordError) : null}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordError(null);
          }}
          required
        />
        <div className={styles.actions}>
          <Button type="submit" loading={stage === 'working'}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}
