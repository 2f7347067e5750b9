import { useTranslation } from '@portal/shared/i18n';
import { SecureCheckoutBox } from '@portal/shared/payments';
import { openDialog, takePendingReturn } from '@portal/shared/stores';
import { useEffect, useRef } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import {
  finishPaymentReturn,
  type ReturnMessage,
  type ReturnParams,
  type ReturnResult,
} from './finish-payment-return';

export interface PaymentReturnProps extends ReturnParams {
  /** Called when there is nothing more to wait for and home should show itself again. */
  onDone: () => void;
}

/**
 * Marks the history entry that replaces `/?paymentId=…`: the session feature's clearDraftsOnHome
 * keeps the booking drafts for it (the booking is being paid for, not abandoned).
 */
const PAYMENT_RETURN_STATE = { paymentReturn: true } as const;

type TFunction = (key: string, options?: { defaultValue?: string }) => string;

const CARD_LIST = '/account/card/list';
const CARD_ADD = '/account/card/add';

/**
 * The success page is given message keys, not texts: it translates them as it shows them, so it
 * speaks the reader's language even when that language's messages were not loaded here yet, and
 * follows a change of language made on the page.
 */
const CARD_ADDED_URL = `/account/success?${new URLSearchParams({
  successTitle: 'shell:paymentReturn.cardAddedTitle',
  successContent: 'shell:paymentReturn.cardAddedContent',
  successBtn: 'shell:paymentReturn.cardAddedButton',
  path: CARD_LIST,
})}`;

const showMessage = (t: TFunction, { titleKey, messageKey, fallback }: ReturnMessage) =>
  openDialog({
    kind: 'message',
    title: t(titleKey),
    message: t(messageKey, { defaultValue: fallback ?? t('common:errors.40012') }),
    durationMs: 0,
  });

const act = (result: ReturnResult, t: TFunction, navigate: NavigateFunction, onDone: () => void) => {
  switch (result.kind) {
    case 'cardAdded':
      void navigate(CARD_ADDED_URL);
      return;
    case 'cardFailed':
      // The form is where the user tries again; the dialog says why it did not work.
      void navigate(CARD_ADD);
      void showMessage(t, result.message);
      return;
    case 'handled':
      return;
    case 'booking':
      void navigate(result.to);
      return;
    case 'notVerified':
      onDone();
      void showMessage(t, result.message);
      return;
  }
};

/**
 * The return from the payment host on home: the Secure Checkout box while the payment is verified
 * (a card here, a booking by its service's `./payment-return` module), then the result. The
 * pending info is taken (read and cleared) before the call, and `paymentId` leaves the address bar
 * at once, so a reload shows plain home and finishes nothing.
 */
export function PaymentReturn({ paymentId, mac, onDone }: PaymentReturnProps) {
  const { t } = useTranslation(['shell', 'screens']);
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Once per mount, even when React runs effects twice: finishing is not repeatable.
    if (started.current) return;
    started.current = true;
    const pending = takePendingReturn();
    void navigate('/', { replace: true, state: PAYMENT_RETURN_STATE });
    if (!pending) {
      onDone();
      return;
    }
    finishPaymentReturn({ paymentId, mac }, pending).then(
      (result) => act(result, t, navigate, onDone),
      // A card's check that never reached the API: the list shows whether the card was saved.
      () => void navigate(CARD_LIST),
    );
  }, [paymentId, mac, navigate, onDone, t]);

  return <SecureCheckoutBox />;
}

export default PaymentReturn;
