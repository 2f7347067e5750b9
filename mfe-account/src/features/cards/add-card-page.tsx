import { addCard } from '@portal/shared/contracts/payments';
import { callApi } from '@portal/shared/http';
import { translateError, useTranslation } from '@portal/shared/i18n';
import {
  leaveForPaymentHost,
  NewCardFields,
  type NewCardValues,
  payWithHost,
  useNewCardForm,
} from '@portal/shared/payments';
import { openDialog } from '@portal/shared/stores';
import { Alert, Button, buttonClassName, PageTitle } from '@portal/shared/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { NAMESPACE } from '../../namespace';
import styles from './cards.module.css';

/**
 * Adds a card: the API opens a zero-amount, 3-D Secure-checked host session for the holder (it
 * never sees the card), the browser notes the pending card for the return on home, then posts the
 * card to the host. With hosted tokenization no name was typed here: the host's frame asks for it.
 */
const addCardAtHost = (values: NewCardValues) => {
  const holder = values.cardHolder.trim();
  const named = holder ? { cardHolder: holder } : {};
  return payWithHost({
    openSession: () => callApi(addCard, named),
    card: { kind: 'new', values },
    pending: { kind: 'card', info: { ...named, type: 'account' } },
  });
};

/** /account/card/add: the card goes from this form to the payment host, never to the portal's API. */
export function AddCardPage() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  // Adding a card is saving it: the box starts ticked and must stay so.
  const card = useNewCardForm({ idPrefix: 'add-card', saveRequired: true, saveForFuture: true });
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !card.check()) return;
    setBusy(true);
    const result = await addCardAtHost(card.values);
    if (result.kind === 'redirect') {
      // Stay busy: the page is about to be replaced by the host's.
      leaveForPaymentHost(result.url);
      return;
    }
    setBusy(false);
    if (result.kind === 'numberInvalid') {
      card.reject('number', 'common:validation.cardNotRecognised');
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

  return (
    <div className={styles.page}>
      <PageTitle>{t('cards.add.title')}</PageTitle>
      <p className={styles.intro}>{t('cards.add.intro')}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        <NewCardFields {...card.fieldProps} showSaveForFuture />
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
