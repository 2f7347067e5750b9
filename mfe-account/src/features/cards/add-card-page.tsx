import { translateError } from '@portal/shared/i18n';
import { openDialog } from '@portal/shared/stores';
import { Alert, Button, buttonClassName, Checkbox, PageTitle, TextField } from '@portal/shared/ui';
import { type ChangeEvent, type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAMESPACE } from '../../namespace';
import {
  type AddCardErrors,
  type AddCardField,
  type AddCardValues,
  emptyAddCardValues,
  firstErrorField,
  validateAddCard,
} from './add-card-form';
import { caretAfterDigits, digitsOf, formatCardNumber, formatCvc, formatExpiry } from './card-input-format';
import styles from './cards.module.css';
import { leaveForPaymentHost } from './leave-for-payment-host';
import { startAddCard } from './start-add-card';

const fieldId = (field: AddCardField) => `add-card-${field}`;

const focusField = (field: AddCardField) => document.getElementById(fieldId(field))?.focus();

/** /account/card/add: the card goes from this form to the payment host, never to the portal's API. */
export function AddCardPage() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const [values, setValues] = useState<AddCardValues>(emptyAddCardValues);
  const [errors, setErrors] = useState<AddCardErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const numberCaret = useRef<number | null>(null);

  const update = (patch: Partial<AddCardValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // After the first Submit, messages follow the typing; before it, nobody is told off mid-word.
    if (submitted) setErrors(validateAddCard(next));
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
    update({ number: formatted });
  };

  useLayoutEffect(() => {
    const caret = numberCaret.current;
    const input = document.getElementById(fieldId('number'));
    if (caret == null || !(input instanceof HTMLInputElement) || document.activeElement !== input) return;
    numberCaret.current = null;
    input.setSelectionRange(caret, caret);
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = validateAddCard(values);
    setErrors(found);
    const first = firstErrorField(found);
    if (first) {
      focusField(first);
      return;
    }
    setBusy(true);
    const result = await startAddCard(values);
    if (result.kind === 'redirect') {
      // Stay busy: the page is about to be replaced by the host's.
      leaveForPaymentHost(result.url);
      return;
    }
    setBusy(false);
    if (result.kind === 'numberInvalid') {
      setErrors({ number: 'common:validation.cardNotRecognised' });
      focusField('number');
    } else if (result.kind === 'refused') {
      await openDialog({
        kind: 'message',
        title: t(result.reason === 'CARD_NOT_ACCEPTED' ? 'cards.cannotBeAddedTitle' : 'cards.failedTitle'),
        message: result.message,
        durationMs: 0,
      });
    } else if (result.kind === 'apiError') {
      await openDialog({
        kind: 'message',
        title: t('cards.failedTitle'),
        message: translateError(result.errorCode, result.message),
        durationMs: 0,
      });
    }
  };

  const error = (field: AddCardField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  return (
    <div className={styles.page}>
      <PageTitle>{t('cards.add.title')}</PageTitle>
      <p className={styles.intro}>{t('cards.add.intro')}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        <TextField
          id={fieldId('cardHolder')}
          label={t('cards.add.cardHolder')}
          autoComplete="cc-name"
          maxLength={60}
          value={values.cardHolder}
          error={error('cardHolder')}
          onChange={(e) => update({ cardHolder: e.target.value })}
        />
        <TextField
          id={fieldId('number')}
          label={t('cards.add.number')}
          hint={t('cards.add.numberHint')}
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
            id={fieldId('expiry')}
            label={t('cards.add.expiry')}
            placeholder={t('cards.add.expiryPlaceholder')}
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={5}
            value={values.expiry}
            error={error('expiry')}
            onChange={(e) => update({ expiry: formatExpiry(e.target.value, values.expiry) })}
          />
          <TextField
            id={fieldId('cvc')}
            label={t('cards.add.cvc')}
            hint={t('cards.add.cvcHint')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={values.cvc}
            error={error('cvc')}
            onChange={(e) => update({ cvc: formatCvc(e.target.value) })}
          />
        </div>
        <TextField
          id={fieldId('postalCode')}
          label={t('cards.add.postalCode')}
          hint={t('cards.add.postalCodeHint')}
          autoComplete="postal-code"
          maxLength={12}
          value={values.postalCode}
          error={error('postalCode')}
          onChange={(e) => update({ postalCode: e.target.value })}
        />
        <Checkbox
          id={fieldId('saveForFuture')}
          label={t('cards.add.saveForFuture')}
          checked={values.saveForFuture}
          error={error('saveForFuture')}
          onChange={(e) => update({ saveForFuture: e.target.checked })}
        />
        <Alert tone="info" className={styles.note}>
          {t('cards.add.secureNote')}
        </Alert>
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {t('cards.add.submit')}
          </Button>
          <Link to="/account/card/list" className={buttonClassName('secondary')}>
            {t('cards.add.cancel')}
          </Link>
        </div>
      </form>
    </div>
  );
}
