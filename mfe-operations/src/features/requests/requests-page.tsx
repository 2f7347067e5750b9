import { transportRequestsPending } from '@portal/shared/contracts/transport';
import { useTranslation } from '@portal/shared/i18n';
import { SERVICE_POLICY } from '@portal/shared/policy';
import { formatLocalDateTime } from '@portal/shared/time';
import { Alert, Button, PageTitle } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import styles from '../../components/console.module.css';
import { ReadStatus } from '../../components/read-status';
import { formatInstant } from '../../lib/format';
import { useHasRole } from '../../lib/operator-session';
import { useOperatorRead } from '../../lib/use-operator-read';
import { NAMESPACE } from '../../namespace';
import { type Answered, DeclineForm, QuoteForm } from './quote-forms';

const HOUR_MS = 3_600_000;

/** When a request must be quoted and paid by: the quotation's limit before the service (service policy). */
export const quoteDeadline = (serviceAt: string): number =>
  Date.parse(serviceAt) - SERVICE_POLICY.quotation.expiresHoursBefore * HOUR_MS;

/** Whole hours and minutes left until `deadline`; null once it has passed. */
export const timeLeft = (deadline: number, now: number): { hours: number; minutes: number } | null => {
  const left = deadline - now;
  if (left <= 0) return null;
  const minutes = Math.floor(left / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
};

type Open = { orderNo: string; form: 'quote' | 'decline' } | null;

/** /operations/requests: the Transport requests waiting for a quote, oldest first (every role reads them; role `quotes` answers them). */
export function RequestsPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { state, reload } = useOperatorRead(transportRequestsPending, {});
  const mayAnswer = useHasRole('quotes');
  const [open, setOpen] = useState<Open>(null);
  const [answered, setAnswered] = useState<Answered | null>(null);
  const language = i18n.language;
  // The time left counts down while the page is open.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);

  const done = (result: Answered) => {
    setOpen(null);
    setAnswered(result);
    reload();
  };

  const requests =
    state.kind === 'ready'
      ? [...state.data.requests].sort((a, b) => Date.parse(a.requestedAt) - Date.parse(b.requestedAt))
      : [];

  return (
    <section className={styles.section}>
      <PageTitle>{t('requests.title')}</PageTitle>
      <p className={styles.note}>
        {t('requests.intro', { hours: SERVICE_POLICY.quotation.expiresHoursBefore })}
      </p>
      {!mayAnswer && <p className={styles.note}>{t('requests.roleNeeded')}</p>}
      {answered && <Alert tone="success">{answered.text}</Alert>}
      <ReadStatus state={state} reload={reload} />
      {state.kind === 'ready' && requests.length === 0 && <p>{t('requests.none')}</p>}
      {requests.length > 0 && (
        <ul className={styles.cards} aria-label={t('requests.listLabel')}>
          {requests.map((request) => {
            const left = timeLeft(quoteDeadline(request.serviceAt), now);
            const isOpen = open?.orderNo === request.orderNo ? open.form : null;
            return (
              <li key={request.orderNo} className={styles.card}>
                <h2>{request.orderNo}</h2>
                <dl className={styles.facts}>
                  <dt>{t('requests.trip')}</dt>
                  <dd>{t('requests.route', { from: request.from, to: request.to })}</dd>
                  <dt>{t('requests.airport')}</dt>
                  <dd>{request.airportCode}</dd>
                  <dt>{t('requests.service')}</dt>
                  <dd>{formatLocalDateTime(request.serviceAt, request.timeZone, language)}</dd>
                  <dt>{t('requests.passengers')}</dt>
                  <dd>
                    {t('requests.adults', { count: request.adults })}
                    {request.children > 0 ? `, ${t('requests.children', { count: request.children })}` : ''}
                  </dd>
                  <dt>{t('requests.luggage')}</dt>
                  <dd>{t('requests.bags', { count: request.luggage })}</dd>
                  <dt>{t('requests.distance')}</dt>
                  <dd>{t('requests.km', { count: request.distanceKm })}</dd>
                  <dt>{t('requests.why')}</dt>
                  <dd>{t(`reasons.${request.reason}`)}</dd>
                  <dt>{t('requests.requestedAt')}</dt>
                  <dd>{formatInstant(request.requestedAt, language)}</dd>
                  <dt>{t('requests.timeLeft')}</dt>
                  <dd className={left && left.hours >= 24 ? undefined : styles.bad}>
                    {left ? t('requests.left', left) : t('requests.tooLate')}
                  </dd>
                </dl>
                {mayAnswer && (
                  <div className={styles.actions}>
                    <Button
                      variant={isOpen === 'quote' ? 'primary' : 'secondary'}
                      aria-expanded={isOpen === 'quote'}
                      onClick={() =>
                        setOpen(isOpen === 'quote' ? null : { orderNo: request.orderNo, form: 'quote' })
                      }
                    >
                      {t('requests.quote')}
                    </Button>
                    <Button
                      variant={isOpen === 'decline' ? 'primary' : 'secondary'}
                      aria-expanded={isOpen === 'decline'}
                      onClick={() =>
                        setOpen(isOpen === 'decline' ? null : { orderNo: request.orderNo, form: 'decline' })
                      }
                    >
                      {t('requests.decline')}
                    </Button>
                  </div>
                )}
                {mayAnswer && isOpen === 'quote' && (
                  <QuoteForm orderNo={request.orderNo} currency={request.currency} onDone={done} />
                )}
                {mayAnswer && isOpen === 'decline' && <DeclineForm orderNo={request.orderNo} onDone={done} />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
