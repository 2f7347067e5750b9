import {
  CAR_TYPES,
  type CarType,
  declineTransportRequest,
  quoteTransportRequest,
} from '@portal/shared/contracts/transport';
import { useBusy } from '@portal/shared/forms';
import { translateError, useTranslation } from '@portal/shared/i18n';
import { Alert, Button, Select } from '@portal/shared/ui';
import { TextArea, TextField } from '@portal/shared/ui/fields';
import { type FormEvent, useState } from 'react';
import styles from '../../components/console.module.css';
import { callOperatorApi } from '../../lib/operator-api';
import { NAMESPACE } from '../../namespace';

/** How many digits after the point the currency has (USD 2, JPY 0). */
const fractionDigits = (currency: string): number =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
  2;

/** "185", "185.5", "185,50" → minor units (18550), or null when it is not a positive amount. */
export const toMinorUnits = (text: string, currency: string): number | null => {
  const digits = fractionDigits(currency);
  const normalized = text.trim().replace(',', '.');
  const pattern = digits > 0 ? new RegExp(`^\\d{1,7}(\\.\\d{1,${digits}})?$`) : /^\d{1,9}$/;
  if (!pattern.test(normalized)) return null;
  const minor = Math.round(Number(normalized) * 10 ** digits);
  return minor > 0 ? minor : null;
};

export interface Answered {
  orderNo: string;
  text: string;
}

interface FormProps {
  orderNo: string;
  currency: string;
  onDone: (answered: Answered) => void;
}

/** Quote a request: the amount in the airport's currency, a car type if one fits, a note for the cardholder. */
export function QuoteForm({ orderNo, currency, onDone }: FormProps) {
  const { t } = useTranslation(NAMESPACE);
  const [amount, setAmount] = useState('');
  const [carType, setCarType] = useState('');
  const [note, setNote] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, run] = useBusy();
  const amountId = `quote-amount-${orderNo}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minor = toMinorUnits(amount, currency);
    if (minor === null) {
      setAmountError(t('requests.amountInvalid'));
      document.getElementById(amountId)?.focus();
      return;
    }
    setAmountError(null);
    setProblem(null);
    await run(async () => {
      const outcome = await callOperatorApi(quoteTransportRequest, {
        orderNo,
        amount: minor,
        ...(carType ? { carType: carType as CarType } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      if (outcome.ok) onDone({ orderNo, text: t('requests.quoted', { orderNo }) });
      else setProblem(translateError(outcome.errorCode, outcome.message));
    });
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('requests.quoteForm', { orderNo })}
      onSubmit={(event) => void submit(event)}
    >
      {problem && <Alert tone="error">{problem}</Alert>}
      <TextField
        id={amountId}
        label={t('requests.amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={amountError}
        onChange={(event) => setAmount(event.target.value)}
      />
      <Select
        label={t('requests.car')}
        value={carType}
        placeholder={t('requests.anyCar')}
        options={CAR_TYPES.map((type) => ({ value: type, label: t(`cars.${type}`) }))}
        onChange={(event) => setCarType(event.target.value)}
      />
      <TextArea
        label={t('requests.note')}
        maxLength={200}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {t('requests.sendQuote')}
        </Button>
      </div>
    </form>
  );
}

/** Decline a request with a reason the cardholder reads. */
export function DeclineForm({ orderNo, onDone }: Omit<FormProps, 'currency'>) {
  const { t } = useTranslation(NAMESPACE);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, run] = useBusy();
  const reasonId = `decline-reason-${orderNo}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(t('requests.reasonRequired'));
      document.getElementById(reasonId)?.focus();
      return;
    }
    setReasonError(null);
    setProblem(null);
    await run(async () => {
      const outcome = await callOperatorApi(declineTransportRequest, { orderNo, reason: reason.trim() });
      if (outcome.ok) onDone({ orderNo, text: t('requests.declined', { orderNo }) });
      else setProblem(translateError(outcome.errorCode, outcome.message));
    });
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('requests.declineForm', { orderNo })}
      onSubmit={(event) => void submit(event)}
    >
      {problem && <Alert tone="error">{problem}</Alert>}
      <TextArea
        id={reasonId}
        label={t('requests.reason')}
        hint={t('requests.reasonHint')}
        maxLength={300}
        value={reason}
        error={reasonError}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {t('requests.sendDecline')}
        </Button>
      </div>
    </form>
  );
}
