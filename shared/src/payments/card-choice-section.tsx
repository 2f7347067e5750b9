import { useTranslation } from '@portal/shared/i18n';
import { Alert, Button, Spinner } from '@portal/shared/ui';
import { useEffect, useId } from 'react';
import styles from './card-choice-section.module.css';
import { NewCardFields, type NewCardFieldsProps } from './new-card-fields';
import { type CardChoice, SavedCardPicker, useCardChoice } from './saved-card-picker';

/** One string per choice, to notice a change of card (a saved card's session is not a new card's). */
export const choiceKey = (choice: CardChoice | null) =>
  choice === null ? 'none' : choice.kind === 'saved' ? `saved:${choice.cardId}` : 'new';

export interface CardChoiceSectionProps {
  /** The new-card fields (`useNewCardForm().fieldProps`), shown when a new card is chosen. */
  newCard: NewCardFieldsProps;
  /** The card chosen (the default saved card until another is picked); null while the list loads. */
  onChoice: (choice: CardChoice | null) => void;
}

/**
 * How a booking's amount due is paid, for every service's review step: a saved card, or a new card
 * typed here (it goes to the payment host only). Shown only when something is to be paid, so a
 * covered booking never asks for a card. Texts: `checkout:payment.cardChoice.*`.
 */
export function CardChoiceSection({ newCard, onChoice }: CardChoiceSectionProps) {
  const { t } = useTranslation('checkout');
  const titleId = useId();
  const { cards, choice, choose } = useCardChoice();
  // Saved cards that cannot be read do not stop the payment: a new card still can.
  const effective: CardChoice | null = choice ?? (cards.status === 'error' ? { kind: 'new' } : null);
  const key = choiceKey(effective);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reported when the choice itself changes
  useEffect(() => onChoice(effective), [key]);

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('payment.cardChoice.title')}
      </h2>
      {cards.status === 'loading' && <Spinner size="small" label={t('payment.cardChoice.loading')} />}
      {cards.status === 'error' && (
        <Alert tone="warning">
          {t('payment.cardChoice.failed')}{' '}
          <Button variant="link" onClick={() => void cards.reload()}>
            {t('tryAgain')}
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
      <p className={styles.note}>{t('payment.cardChoice.note')}</p>
    </section>
  );
}
