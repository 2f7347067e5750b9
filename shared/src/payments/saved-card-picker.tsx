import type { SavedCard } from '@portal/shared/contracts/payments';
import { useTranslation } from '@portal/shared/i18n';
import { useId, useState } from 'react';
import styles from './saved-card-picker.module.css';
import { type SavedCardsState, useSavedCards } from './use-saved-cards';

/** How a wizard's pay step pays: a saved card (by its id from `/pay/card-list`) or a new one. */
export type CardChoice = { kind: 'saved'; cardId: number } | { kind: 'new' };

/** The default card, else the first saved card, else a new card. */
export const defaultCardChoice = (cards: readonly SavedCard[]): CardChoice => {
  const card = cards.find((c) => c.isDefault) ?? cards[0];
  return card ? { kind: 'saved', cardId: card.id } : { kind: 'new' };
};

/**
 * A pay step's saved cards and the card chosen: the default one until the user picks another
 * (null while the list loads or when it could not be read).
 */
export function useCardChoice(): {
  cards: SavedCardsState & { reload: () => Promise<void> };
  choice: CardChoice | null;
  choose: (choice: CardChoice) => void;
} {
  const cards = useSavedCards();
  const [picked, setPicked] = useState<CardChoice | null>(null);
  const ready = cards.status === 'ready' ? cards.cards : null;
  // A picked card that has gone (deleted in another tab, then reloaded) falls back to the default.
  const pickedStillThere =
    picked && (picked.kind === 'new' || ready?.some((card) => card.id === picked.cardId)) ? picked : null;
  const choice = ready ? (pickedStillThere ?? defaultCardChoice(ready)) : null;
  return { cards, choice, choose: setPicked };
}

export interface SavedCardPickerProps {
  cards: readonly SavedCard[];
  value: CardChoice | null;
  onChange: (choice: CardChoice) => void;
}

const isChosen = (value: CardChoice | null, card: SavedCard) =>
  value?.kind === 'saved' && value.cardId === card.id;

/** Radio buttons: each saved card (brand, last four, expiry, the default marked) and "Use a new card". */
export function SavedCardPicker({ cards, value, onChange }: SavedCardPickerProps) {
  const { t } = useTranslation('checkout');
  const name = useId();
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.pickerLegend}>{t('payment.savedCards.legend')}</legend>
      <div className={styles.choices}>
        {cards.map((card) => (
          <label key={card.id} className={styles.choice}>
            <input
              type="radio"
              name={name}
              checked={isChosen(value, card)}
              onChange={() => onChange({ kind: 'saved', cardId: card.id })}
            />
            <span className={styles.choiceText}>
              <span>{t('payment.savedCards.cardName', { brand: card.brand, lastFour: card.lastFour })}</span>
              <span className={styles.choiceMeta}>
                {t('payment.savedCards.expires', { expiry: card.expiry })}
              </span>
              {card.isDefault && <span className={styles.badge}>{t('payment.savedCards.default')}</span>}
            </span>
          </label>
        ))}
        <label className={styles.choice}>
          <input
            type="radio"
            name={name}
            checked={value?.kind === 'new'}
            onChange={() => onChange({ kind: 'new' })}
          />
          <span className={styles.choiceText}>{t('payment.savedCards.newCard')}</span>
        </label>
      </div>
    </fieldset>
  );
}
