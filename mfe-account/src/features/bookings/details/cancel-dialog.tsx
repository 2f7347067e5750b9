import { formatMoney } from '@portal/shared/bookings/format';
import { usesTakenBy } from '@portal/shared/contracts/complimentary-uses';
import { useTranslation } from '@portal/shared/i18n';
import type { BookingDetailModule, DetailedOrder } from '@portal/shared/remote';
import { Button, buttonClassName, Dialog } from '@portal/shared/ui';
import { useRef, useState } from 'react';
import { NAMESPACE } from '../../../namespace';
import { type CancelOutcome, cancelBooking } from '../api/cancel-booking';
import { SupportPhone } from './support-phone';

type T = (key: string, options?: Record<string, unknown>) => string;

type Step =
  | { step: 'confirm' }
  | { step: 'working' }
  | { step: 'done'; refunded: number; currency: string; usesReturned: number }
  | { step: 'closed'; phone: string }
  | { step: 'failed'; message: string };

/** What cancelling will give back, said before the user decides (DESIGN §6a: no surprises). */
const consequences = (t: T, order: DetailedOrder, language: string): string[] => {
  const texts: string[] = [];
  const charged = order.status === 'paid' ? order.total - order.refunded : 0;
  if (charged > 0) {
    texts.push(
      t('bookings.cancel.refund', {
        amount: formatMoney(charged, order.currency, language),
        card: order.payment ? t('bookings.price.cardName', order.payment) : t('bookings.cancel.yourCard'),
        ...order.cancellation.refundBusinessDays,
      }),
    );
  } else if (order.status === 'unpaid' || order.total === 0) {
    texts.push(t('bookings.cancel.nothingCharged'));
  }
  if (order.covered)
    texts.push(t('bookings.cancel.useReturned', { count: Math.max(1, usesTakenBy(order.lines)) }));
  return texts;
};

/** What the cancellation gave back, as the API answered it. */
const results = (t: T, done: Extract<Step, { step: 'done' }>, language: string): string[] => {
  const texts = [t('bookings.cancel.doneText')];
  if (done.refunded > 0)
    texts.push(
      t('bookings.cancel.refunded', { amount: formatMoney(done.refunded, done.currency, language) }),
    );
  if (done.usesReturned > 0) texts.push(t('bookings.cancel.useWasReturned', { count: done.usesReturned }));
  return texts;
};

export interface CancelDialogProps {
  order: DetailedOrder;
  detail: BookingDetailModule;
  /** Past the online deadline already when opened: the dialog says whom to call instead. */
  closedOnline: boolean;
  onClose: () => void;
  /** The booking is cancelled: the page reads it again behind the dialog. */
  onCancelled: () => void;
}

/**
 * Cancel: asks first, saying what comes back (refund to the card, complimentary use); then shows
 * the result. Past the deadline (known already, or answered by the API) it gives support's phone.
 * The first button keeps its place through the steps, so keyboard focus stays on it.
 */
export function CancelDialog({ order, detail, closedOnline, onClose, onCancelled }: CancelDialogProps) {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const [state, setState] = useState<Step>(
    closedOnline ? { step: 'closed', phone: order.cancellation.phone } : { step: 'confirm' },
  );
  const keepRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setState({ step: 'working' });
    const outcome: CancelOutcome = await cancelBooking(detail.spine, order.orderNo);
    if (outcome.kind === 'cancelled') {
      setState({ step: 'done', ...outcome });
      onCancelled();
    } else if (outcome.kind === 'closed') {
      setState({ step: 'closed', phone: outcome.phone ?? order.cancellation.phone });
    } else if (outcome.kind === 'failed') {
      setState({ step: 'failed', message: outcome.message });
    } else {
      // Session over or connection given up: the http client has already said so.
      onClose();
    }
  };

  const asking = state.step === 'confirm' || state.step === 'working';
  const title =
    state.step === 'done'
      ? t('bookings.cancel.doneTitle')
      : state.step === 'closed'
        ? t('bookings.cancel.closedTitle')
        : t('bookings.cancel.title');

  return (
    <Dialog
      open
      title={title}
      onClose={state.step === 'working' ? undefined : onClose}
      initialFocus={closedOnline ? undefined : keepRef}
      actions={
        <>
          <Button
            key="primary"
            variant={asking ? 'primary' : 'secondary'}
            loading={state.step === 'working'}
            onClick={asking ? confirm : onClose}
          >
            {asking ? t('bookings.cancel.confirm') : t('common:actions.ok')}
          </Button>
          {asking && (
            // A plain button: the kit's Button takes no ref, and focus starts here (the safe choice).
            <button
              key="keep"
              ref={keepRef}
              type="button"
              className={buttonClassName('secondary')}
              disabled={state.step === 'working'}
              onClick={onClose}
            >
              {t('bookings.cancel.keep')}
            </button>
          )}
        </>
      }
    >
      <div role="status">
        {asking && (
          <>
            <p>{t('bookings.cancel.question', { orderNo: order.orderNo })}</p>
            {consequences(t, order, i18n.language).map((text) => (
              <p key={text}>{text}</p>
            ))}
          </>
        )}
        {state.step === 'done' && results(t, state, i18n.language).map((text) => <p key={text}>{text}</p>)}
        {state.step === 'closed' && (
          <p>
            {t('bookings.cancel.closedText')} <SupportPhone phone={state.phone} />
          </p>
        )}
        {state.step === 'failed' && <p>{state.message}</p>}
      </div>
    </Dialog>
  );
}
