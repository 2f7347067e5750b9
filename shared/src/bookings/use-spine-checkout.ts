import { ErrorCode } from '@portal/shared/contracts';
import type { BookingSpine, OrderReview } from '@portal/shared/contracts/bookings';
import { useFocusFirstError } from '@portal/shared/forms';
import { useTranslation } from '@portal/shared/i18n';
import {
  type CardChoice,
  choiceKey,
  type HostCard,
  leaveForPaymentHost,
  useNewCardForm,
} from '@portal/shared/payments';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { paySpineOrder } from './pay-spine-order';
import { type PlacedSpineOrder, placeSpineOrder } from './spine-client';

/** `leaving`: off to the payment host (the page shows the Secure Checkout box). */
export type CheckoutStage = 'form' | 'working' | 'leaving';

/** A placed order whose amount differs from the review's, waiting for the user to confirm it. */
export interface HeldOrder {
  order: PlacedSpineOrder;
  /** The card choice (`choiceKey`) its payment session was opened for. */
  card: string;
}

export interface CheckoutFailure {
  title?: string;
  message: string;
  /** The draft cannot be placed (ORDER_NOT_PAYABLE): the page offers to go back to its details. */
  restart?: boolean;
}

export interface SpineCheckoutOptions {
  spine: Pick<BookingSpine, 'service' | 'verifyPwd' | 'createOrder'>;
  uuid: string;
  review: Pick<OrderReview, 'total'>;
  /** The new-card fields' id prefix (`fast-track-card`). */
  cardIdPrefix: string;
  /** The title of a refused payment, in the service's words. */
  paymentFailedTitle: string;
  /** The order is placed: the wizard notes its number, so a failed payment is tried again for it. */
  onPlaced: (orderNo: string) => void;
  /** Confirmed at once (covered): the wizard's drafts are done with; on to the result page. */
  onConfirmed: (orderNo: string) => void;
}

/**
 * The review step's checkout, the same for every service (decision 0007, DESIGN §6a): the card
 * choice and new-card form, the password, then `verifyPwd` and `createOrder` and, when something is
 * due, the payment host. Nothing is charged that the user has not seen: an order that came out at
 * another amount is held until the user confirms it, and then paid with the session it was opened
 * with (for the same card). A wrong password is said on the field; a failed payment is tried again
 * by placing the same draft again. Texts: `common:validation.*`, `checkout:payment.cardChoice.*`.
 */
export function useSpineCheckout({
  spine,
  uuid,
  review,
  cardIdPrefix,
  paymentFailedTitle,
  onPlaced,
  onConfirmed,
}: SpineCheckoutOptions) {
  const { t } = useTranslation(['screens', 'checkout']);
  const [password, setPasswordValue] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [stage, setStage] = useState<CheckoutStage>('form');
  const [held, setHeld] = useState<HeldOrder | null>(null);
  const [choice, setChoice] = useState<CardChoice | null>(null);
  const card = useNewCardForm({ idPrefix: cardIdPrefix });
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  // What will be charged: the review's total, or the placed order's when it came out different.
  const due = held ? held.order.total : review.total;

  useEffect(() => {
    if (held) noticeRef.current?.focus();
  }, [held]);

  const setPassword = (value: string) => {
    setPasswordValue(value);
    setPasswordError(null);
  };

  const hostCard = (): HostCard =>
    choice?.kind === 'saved' ? { kind: 'saved' } : { kind: 'new', values: card.values };

  const pay = async (order: PlacedSpineOrder) => {
    setStage('leaving');
    const result = await paySpineOrder(spine.service, uuid, order, hostCard());
    if (result.kind === 'redirect') {
      // Stay on the Secure Checkout box: the page is about to be replaced by the host's.
      leaveForPaymentHost(result.url);
      return;
    }
    // The session may be spent: the next attempt asks for a new one (password, then the same order).
    setHeld(null);
    setStage('form');
    if (result.kind === 'numberInvalid') card.reject('number', 'common:validation.cardNotRecognised');
    else if (result.kind === 'refused' || result.kind === 'apiError')
      setFailure({ title: paymentFailedTitle, message: result.message });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (stage !== 'form') return;
    setFailure(null);
    const payNow = due > 0;
    if (payNow && !choice) {
      setFailure({ message: t('checkout:payment.cardChoice.loading') });
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
      const result = await placeSpineOrder(spine, { uuid, password, cardId });
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
      onPlaced(order.orderNo);
      if (order.status === 'paid') {
        onConfirmed(order.orderNo);
        return;
      }
      // A different amount waits for a confirmation.
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

  return {
    stage,
    /** The order waiting for the new amount to be confirmed (its notice takes the focus). */
    held,
    due,
    failure,
    password,
    setPassword,
    /** A message key (`common:validation.*`), or null. */
    passwordError,
    /** The new-card form (`card.fieldProps` for `CardChoiceSection`). */
    card,
    setChoice,
    formRef,
    noticeRef,
    onSubmit,
  };
}
