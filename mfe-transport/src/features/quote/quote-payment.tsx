import { BookingsLink, formatLocalDateTime, formatMoney, PriceTable, useRead } from '@portal/shared/bookings';
import { TRANSPORT_RULES, type TransportOrder } from '@portal/shared/contracts/transport';
import { useFocusFirstError } from '@portal/shared/forms';
import {
  type CardChoice,
  CardChoiceSection,
  leaveForPaymentHost,
  SecureCheckoutBox,
  useNewCardForm,
} from '@portal/shared/payments';
import { Alert, Button, Dialog, ErrorPanel, PageTitle, Panel, Spinner, TextField } from '@portal/shared/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ORDER_NAMESPACES } from '../../namespace';
import styles from '../booking/booking-styles';
import { TransportFields } from '../order/transport-fields';
import { payQuote, readQuote } from './api/quote-calls';

/** The account's page of one booking. */
export const bookingDetailPath = (orderNo: string) =>
  `/account/bookings/details?${new URLSearchParams({ orderNo })}`;

/**
 * /transport-services/step-4?currentType=quote&orderNo=…: the quotation of a booking request,
 * accepted and paid (at least 12 hours before the service). Its deadline is checked first: past
 * it, 'Booking Expired' and the booking's page.
 */
export function QuotePayment({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation([...ORDER_NAMESPACES, 'common']);
  const navigate = useNavigate();
  const quote = useRead((signal) => readQuote(orderNo, signal), orderNo);

  let body: React.ReactNode;
  if (quote.status === 'loading') {
    body = (
      <div className={styles.loading}>
        <Spinner label={t('quote.loading')} />
      </div>
    );
  } else if (quote.status === 'error') {
    body = (
      <ErrorPanel
        title={t('quote.loadFailed')}
        headingLevel={2}
        message={quote.message ?? undefined}
        retryLabel={t('common:tryAgain')}
        onRetry={quote.retry}
      />
    );
  } else if (quote.data.expired) {
    body = null;
  } else if (quote.data.order.status !== 'unpaid' || quote.data.order.isNormal) {
    body = (
      <Panel title={t('quote.notPayableTitle')} actions={<BookingsLink />}>
        <p>{t(`quote.status.${quote.data.order.status}`)}</p>
      </Panel>
    );
  } else {
    body = <QuoteForm order={quote.data.order} onExpired={quote.refresh} />;
  }

  const expired = quote.status === 'ready' && quote.data.expired;
  return (
    <div className={styles.page}>
      <PageTitle>{t('quote.title')}</PageTitle>
      {body}
      <Dialog
        open={expired}
        title={t('quote.expired.title')}
        actions={
          <Button onClick={() => navigate(bookingDetailPath(orderNo))}>{t('quote.expired.ok')}</Button>
        }
      >
        <p>{t('quote.expired.message', { hours: TRANSPORT_RULES.quoteAcceptHoursBefore })}</p>
      </Dialog>
    </div>
  );
}

function QuoteForm({ order, onExpired }: { order: TransportOrder; onExpired: () => void }) {
  const { t, i18n } = useTranslation([...ORDER_NAMESPACES, 'common']);
  const [choice, setChoice] = useState<CardChoice | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [stage, setStage] = useState<'form' | 'working' | 'leaving'>('form');
  const card = useNewCardForm({ idPrefix: 'ts-quote-card' });
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const money = (minor: number) => formatMoney(minor, order.currency, i18n.language);
  const saved = choice?.kind === 'saved';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (stage !== 'form') return;
    setFailure(null);
    if (!choice) {
      setFailure(t('common:payment.cardChoice.loading'));
      return;
    }
    const cardOk = choice.kind !== 'new' || card.check();
    const missingPassword = saved && password === '';
    setPasswordError(missingPassword ? 'common:validation.required' : null);
    if (!cardOk || missingPassword) {
      if (cardOk) focusFirstError();
      return;
    }
    setStage('working');
    try {
      const result = await payQuote(
        order,
        choice.kind === 'saved'
          ? { kind: 'saved', cardId: choice.cardId, password }
          : { kind: 'new', host: { kind: 'new', values: card.values } },
      );
      if (result.kind === 'redirect') {
        setStage('leaving');
        leaveForPaymentHost(result.url);
        return;
      }
      setStage('form');
      if (result.kind === 'wrongPassword') {
        setPasswordError('common:validation.passwordIncorrect');
        focusFirstError();
      } else if (result.kind === 'expired') onExpired();
      else if (result.kind === 'numberInvalid') card.reject('number', 'common:validation.cardNotRecognised');
      else if (result.kind === 'refused' || result.kind === 'apiError') setFailure(result.message);
    } catch {
      // The http client has already shown the connection problem.
      setStage('form');
    }
  };

  if (stage === 'leaving') return <SecureCheckoutBox headingLevel={2} />;

  return (
    <>
      <section className={styles.summary} aria-labelledby="ts-quote-summary">
        <h2 id="ts-quote-summary" className={styles.summaryTitle}>
          {t('quote.orderNo', { orderNo: order.orderNo })}
        </h2>
        <dl className={styles.facts}>
          <TransportFields order={order} />
        </dl>
      </section>
      {order.payBefore && (
        <Alert tone="warning">
          {t('quote.payBefore', {
            deadline: formatLocalDateTime(order.payBefore, order.timeZone, i18n.language),
          })}
        </Alert>
      )}
      <PriceTable review={order} id="ts-quote-price" />
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-busy={stage === 'working' || undefined}
      >
        {failure && (
          <Alert tone="error" title={t('review.paymentFailed')}>
            {failure}
          </Alert>
        )}
        <CardChoiceSection newCard={card.fieldProps} onChoice={setChoice} />
        {saved && (
          <TextField
            id="ts-quote-password"
            type="password"
            name="password"
            label={t('common:booking.password')}
            hint={t('common:booking.passwordToPay')}
            autoComplete="current-password"
            value={password}
            error={passwordError ? t(passwordError) : null}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordError(null);
            }}
            required
          />
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={stage === 'working'}>
            {t('quote.pay', { amount: money(order.total) })}
          </Button>
        </div>
      </form>
    </>
  );
}
