import { useFocusFirstError } from '@portal/shared/forms';
import { useTranslation } from '@portal/shared/i18n';
import { type CardChoice, leaveForPaymentHost, useNewCardForm } from '@portal/shared/payments';
import { type FormEvent, useRef, useState } from 'react';
import type { PayPlacedOrderResult, PlacedOrderCard } from './pay-placed-order';
import type { CheckoutStage } from './use-spine-checkout';

export interface PlacedOrderCheckoutOptions {
  /**
   * Pays the order with the card chosen: `payPlacedSpineOrder` for a booking the wizard placed,
   * a service's own call for what it pays otherwise (Transport's quotation). Rejects only on a
   * connection failure.
   */
  pay: (card: PlacedOrderCard) => Promise<PayPlacedOrderResult>;
  /** The new-card fields' id prefix (`booking-pay-card`). */
  cardIdPrefix: string;
  /** Its time to pay ran out meanwhile (BOOKING_EXPIRED): the page reads the order again. */
  onExpired: () => void;
}

/**
 * Paying an unpaid order placed earlier (Pay now, a quotation), the same for every service: the
 * card choice and new-card form, the password for a saved card, then `pay` and the payment host.
 * A wrong password is said on its field, a card the host finds wrong on the number, a refusal in
 * `failure`; an order whose time ran out goes to `onExpired`. Texts: `common:validation.*`.
 */
export function usePlacedOrderCheckout({ pay, cardIdPrefix, onExpired }: PlacedOrderCheckoutOptions) {
  const { t } = useTranslation(['screens', 'checkout']);
  const [choice, setChoice] = useState<CardChoice | null>(null);
  const [password, setPasswordValue] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [stage, setStage] = useState<CheckoutStage>('form');
  const card = useNewCardForm({ idPrefix: cardIdPrefix });
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  const setPassword = (value: string) => {
    setPasswordValue(value);
    setPasswordError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (stage !== 'form') return;
    setFailure(null);
    if (!choice) {
      setFailure(t('checkout:payment.cardChoice.loading'));
      return;
    }
    const cardOk = choice.kind !== 'new' || card.check();
    const missingPassword = choice.kind === 'saved' && password === '';
    setPasswordError(missingPassword ? 'common:validation.required' : null);
    if (!cardOk || missingPassword) {
      if (cardOk) focusFirstError();
      return;
    }
    setStage('working');
    try {
      const result = await pay(
        choice.kind === 'saved'
          ? { kind: 'saved', cardId: choice.cardId, password }
          : { kind: 'new', values: card.values },
      );
      if (result.kind === 'redirect') {
        // Stay on the Secure Checkout box: the page is about to be replaced by the host's.
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

  return {
    stage,
    /** A refusal to show (the host's or the API's message), or null. */
    failure,
    /** The card chosen (null while the saved cards load): a saved card asks for the password. */
    choice,
    setChoice,
    password,
    setPassword,
    /** A message key (`common:validation.*`), or null. */
    passwordError,
    /** The new-card form (`card.fieldProps` for `CardChoiceSection`). */
    card,
    formRef,
    onSubmit,
  };
}

export type PlacedOrderCheckout = ReturnType<typeof usePlacedOrderCheckout>;
