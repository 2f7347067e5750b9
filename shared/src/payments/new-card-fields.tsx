import type { CardEntry } from '@portal/shared/contracts/payments';
import { useTranslation } from '@portal/shared/i18n';
import { Alert, Spinner } from '@portal/shared/ui';
import { Checkbox, TextField } from '@portal/shared/ui/fields';
import { type ChangeEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import { caretAfterDigits, digitsOf, formatCardNumber, formatCvc, formatExpiry } from './card-input-format';
import styles from './new-card-fields.module.css';
import { type NewCardErrors, type NewCardField, type NewCardValues, newCardFieldId } from './new-card-form';

export interface NewCardFieldsProps {
  /** Prefix of the fields' ids (see `newCardFieldId`). */
  idPrefix: string;
  values: NewCardValues;
  /** Message keys with their namespace, translated here. */
  errors: NewCardErrors;
  onChange: (patch: Partial<NewCardValues>) => void;
  /** Shows "Save this card for future payments" (the account page and the wizards' pay steps). */
  showSaveForFuture?: boolean;
  /**
   * Where the card is typed (`useCardEntry`): here, or in the host's frame after Submit (hosted
   * tokenization: a note instead of the card's fields); null while the API has not said.
   */
  entry: CardEntry | null;
}

/**
 * Holder, number (grouped in fours while typed), expiry MM/YY, CVC and postal code of a new card.
 * The card goes to the payment host only (`payWithHost`); texts come from `checkout:payment.card`.
 * With hosted tokenization the host's own frame asks for all of it, so this shows a note only.
 */
export function NewCardFields(props: NewCardFieldsProps) {
  const { t } = useTranslation('checkout');
  const { entry, idPrefix, values, errors, onChange, showSaveForFuture } = props;
  if (entry === null) return <Spinner size="small" label={t('payment.card.entryLoading')} />;
  const saveBox = showSaveForFuture && (
    <Checkbox
      id={newCardFieldId(idPrefix, 'saveForFuture')}
      label={t('payment.card.saveForFuture')}
      checked={values.saveForFuture}
      error={errors.saveForFuture ? t(errors.saveForFuture) : undefined}
      onChange={(e) => onChange({ saveForFuture: e.target.checked })}
    />
  );
  if (entry === 'hosted-tokenization') {
    return (
      <>
        <Alert tone="info">{t('payment.card.hostedNote')}</Alert>
        {saveBox}
      </>
    );
  }
  return <CardFieldsHere {...props} saveBox={saveBox} />;
}

/** The card's own fields, typed on the portal's page and posted to the sandbox's page. */
function CardFieldsHere({
  idPrefix,
  values,
  errors,
  onChange,
  saveBox,
}: NewCardFieldsProps & { saveBox: ReactNode }) {
  const { t } = useTranslation('checkout');
  const numberCaret = useRef<number | null>(null);
  const id = (field: NewCardField) => newCardFieldId(idPrefix, field);
  const error = (field: NewCardField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  const onNumberChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    let raw = input.value;
    let caret = input.selectionStart ?? raw.length;
    // Backspace over a group's space deletes the digit before it, as people expect.
    const deletedOnlySpace =
      (event.nativeEvent as InputEvent).inputType === 'deleteContentBackward' &&
      digitsOf(raw) === digitsOf(values.number) &&
      raw.length < values.number.length;
    if (deletedOnlySpace && caret > 0) {
      raw = raw.slice(0, caret - 1) + raw.slice(caret);
      caret -= 1;
    }
    const formatted = formatCardNumber(raw);
    numberCaret.current = caretAfterDigits(formatted, digitsOf(raw.slice(0, caret)).length);
    onChange({ number: formatted });
  };

  // Reformatting moves the caret to the end; put it back after the same digits.
  useLayoutEffect(() => {
    const caret = numberCaret.current;
    const input = document.getElementById(newCardFieldId(idPrefix, 'number'));
    if (caret == null || !(input instanceof HTMLInputElement) || document.activeElement !== input) return;
    numberCaret.current = null;
    input.setSelectionRange(caret, caret);
  });

  return (
    <>
      <TextField
        id={id('cardHolder')}
        label={t('payment.card.cardHolder')}
        autoComplete="cc-name"
        maxLength={60}
        value={values.cardHolder}
        error={error('cardHolder')}
        onChange={(e) => onChange({ cardHolder: e.target.value })}
      />
      <TextField
        id={id('number')}
        label={t('payment.card.number')}
        hint={t('payment.card.numberHint')}
        inputMode="numeric"
        autoComplete="cc-number"
        // 19 digits and their 4 spaces.
        maxLength={23}
        value={values.number}
        error={error('number')}
        onChange={onNumberChange}
      />
      <div className={styles.row}>
        <TextField
          id={id('expiry')}
          label={t('payment.card.expiry')}
          placeholder={t('payment.card.expiryPlaceholder')}
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={5}
          value={values.expiry}
          error={error('expiry')}
          onChange={(e) => onChange({ expiry: formatExpiry(e.target.value, values.expiry) })}
        />
        <TextField
          id={id('cvc')}
          label={t('payment.card.cvc')}
          hint={t('payment.card.cvcHint')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={values.cvc}
          error={error('cvc')}
          onChange={(e) => onChange({ cvc: formatCvc(e.target.value) })}
        />
      </div>
      <TextField
        id={id('postalCode')}
        label={t('payment.card.postalCode')}
        hint={t('payment.card.postalCodeHint')}
        autoComplete="postal-code"
        maxLength={12}
        value={values.postalCode}
        error={error('postalCode')}
        onChange={(e) => onChange({ postalCode: e.target.value })}
      />
      {saveBox}
    </>
  );
}
