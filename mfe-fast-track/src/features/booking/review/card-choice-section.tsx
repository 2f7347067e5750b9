import {
  type CardChoice,
  NewCardFields,
  type NewCardFieldsProps,
  SavedCardPicker,
  useCardChoice,
} from '@portal/shared/payments';
import { Alert, Button, Spinner } from '@portal/shared/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace';
import styles from '../booking.module.css';

/** One string per choice, to notice a change of card (a saved card's session is not a new card's). */
export const choiceKey = (choice: CardChoice | null) =>
  choice === null ? 'none' : choice.kind === 'saved' ? `saved:${choice.cardId}` : 'new';

export interface CardChoiceSectionProps {
  newCard: NewCardFieldsProps;
  /** The card chosen (the default saved card until another is picked); null while the list loads. */
  onChoice: (choice: CardChoice | null) => void;
}

/**
 * How the amount due is paid: a saved card, or a new card typed here (it goes to the payment host
 * only). Shown only when something is to be paid, so a covered booking never asks for the cards.
 */
export function CardChoiceSection({ newCard, onChoice }: CardChoiceSectionProps) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const { cards, choice, choose } = useCardChoice();
  // Saved cards that cannot be read do not stop the payment: a new card still can.
  const effective: CardChoice | null = choice ?? (cards.status === 'error' ? { kind: 'new' } : null);
  const key = choiceKey(effective);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reported when the choice itself changes
  useEffect(() => onChoice(effective), [key]);

  return (
    <section className={styles.payment} aria-labelledby="fast-track-payment">
      <h2 id="fast-track-payment" className={styles.sectionTitle}>
        {t('booking.review.paymentTitle')}
      </h2>
      {cards.status === 'loading' && <Spinner size="small" label={t('booking.review.cardsLoading')} />}
      {cards.status === 'error' && (
        <Alert tone="warning">
          {t('booking.review.cardsFailed')}{' '}
          <Button variant="link" onClick={() => void cards.reload()}>
            {t('common:tryAgain')}
          </Button>
        </Alert>
      )}
      {cards.status === 'ready' && cards.cards.length > 0 && (
        <SavedCardPicker cards={cards.cards} value={choice} onChange={choose} />
      )}
      {effective?.kind === 'new' && (
        <div className={styles.newCard}>
          <NewCardFields {...newCard} />
        </div>
      )}
      <p className={styles.hint}>{t('booking.review.cardNote')}</p>
    </section>
  );
}
