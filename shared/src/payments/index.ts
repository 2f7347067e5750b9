/**
 * The browser side of paying, once for the card pages and every booking wizard (DESIGN §6a): the
 * new-card fields and their checks, the saved-card picker, the post to the payment host and the
 * Secure Checkout wait, and a booking's card choice (CardChoiceSection). Not
 * in the Module Federation share scope (stateless; its notes live in `@portal/shared/stores`): each
 * app bundles what it uses, and the home page downloads none of it.
 */
export {
  CardChoiceSection,
  type CardChoiceSectionProps,
  choiceKey,
} from './card-choice-section';
export { readCardEntry, useCardEntry } from './card-entry';
export { primeCardEntry } from './card-entry-state';
export { caretAfterDigits, digitsOf, formatCardNumber, formatCvc, formatExpiry } from './card-input-format';
export { leaveForPaymentHost } from './leave-for-payment-host';
export { NewCardFields, type NewCardFieldsProps } from './new-card-fields';
export {
  emptyNewCardValues,
  firstNewCardError,
  hostCardOf,
  NEW_CARD_FIELDS,
  type NewCardErrors,
  type NewCardField,
  type NewCardRules,
  type NewCardValues,
  newCardFieldId,
  portalCardFields,
  SAVE_REQUIRED_MESSAGE,
  validateNewCard,
} from './new-card-form';
export { type HostCard, type PayWithHostInput, payWithHost } from './pay-with-host';
export type { PayWithHostResult } from './pay-with-host-result';
export {
  type CardChoice,
  defaultCardChoice,
  SavedCardPicker,
  type SavedCardPickerProps,
  useCardChoice,
} from './saved-card-picker';
export { SecureCheckoutBox, type SecureCheckoutBoxProps } from './secure-checkout-box';
export { type NewCardFormOptions, useNewCardForm } from './use-new-card-form';
export { type SavedCardsState, useSavedCards } from './use-saved-cards';
