import type { CardEntry } from '@portal/shared/contracts/payments';
import {
  cardBrand,
  luhnValid,
  normaliseCardNumber,
  validateCardNumber,
  validateCvc,
  validateExpiry,
  validateRequired,
} from '@portal/shared/validation';

/** A card typed into `NewCardFields`; it goes to the payment host only, never to the portal's API. */
export interface NewCardValues {
  cardHolder: string;
  /** As shown in the field: digits in groups of four. */
  number: string;
  /** MM/YY. */
  expiry: string;
  cvc: string;
  postalCode: string;
  /** "Save this card for future payments". */
  saveForFuture: boolean;
}

export type NewCardField = keyof NewCardValues;

/** Field → message key with its namespace (`common:validation.…`, `checkout:payment.…`). */
export type NewCardErrors = Partial<Record<NewCardField, string>>;

export interface NewCardRules {
  /** Adding a card to the account: an unticked "save" box is an error. A wizard leaves it a choice. */
  saveRequired?: boolean;
  /** Today, for the expiry check (tests pass a fixed date). */
  now?: Date;
  /** The fields the page shows (`portalCardFields`); the others are not checked. Default: all. */
  fields?: readonly NewCardField[];
}

/** The fields in the order they appear: the first one with an error takes the focus. */
export const NEW_CARD_FIELDS: readonly NewCardField[] = [
  'cardHolder',
  'number',
  'expiry',
  'cvc',
  'postalCode',
  'saveForFuture',
];

/**
 * The fields the portal's page asks for with each card entry: all of them for the sandbox's page,
 * only the "save" box with hosted tokenization, whose frame asks the host's own card fields.
 */
export const portalCardFields = (entry: CardEntry): readonly NewCardField[] =>
  entry === 'hosted-tokenization' ? ['saveForFuture'] : NEW_CARD_FIELDS;

export const SAVE_REQUIRED_MESSAGE = 'checkout:payment.card.saveForFutureRequired';

export const emptyNewCardValues = (saveForFuture = false): NewCardValues => ({
  cardHolder: '',
  number: '',
  expiry: '',
  cvc: '',
  postalCode: '',
  saveForFuture,
});

const common = (key: string | null) => (key ? `common:${key}` : undefined);

/**
 * A complete, well-formed card of another scheme (a Visa, say) is the payment host's to refuse:
 * it answers with the reason, shown in a dialog. Anything else that is not a Diners number is a
 * typing mistake, told on the field.
 */
const isOtherSchemeCard = (value: string) => {
  const digits = normaliseCardNumber(value);
  const brand = cardBrand(digits);
  return brand !== 'diners' && brand !== 'unknown' && digits.length >= 13 && luhnValid(digits);
};

const numberError = (value: string) => {
  const key = validateCardNumber(value);
  if (key === 'validation.cardNotRecognised' && isOtherSchemeCard(value)) return undefined;
  return common(key);
};

/** Diners Club cards carry a three-digit CVC (the shared rule also allows four, for other schemes). */
const cvcError = (cvc: string, number: string) => {
  const key = validateCvc(cvc);
  if (key) return common(key);
  const isDiners = cardBrand(normaliseCardNumber(number)) === 'diners';
  return isDiners && cvc.trim().length !== 3 ? common('validation.cvcInvalid') : undefined;
};

/** The browser's checks of a new card, with the shared rules the API and the host also apply. */
export const validateNewCard = (values: NewCardValues, rules: NewCardRules = {}): NewCardErrors => {
  const errors: NewCardErrors = {
    cardHolder: common(validateRequired(values.cardHolder)),
    number: numberError(values.number),
    expiry: common(validateExpiry(values.expiry, rules.now ?? new Date())),
    cvc: cvcError(values.cvc, values.number),
    postalCode: common(validateRequired(values.postalCode)),
    saveForFuture: rules.saveRequired && !values.saveForFuture ? SAVE_REQUIRED_MESSAGE : undefined,
  };
  const shown = rules.fields ?? NEW_CARD_FIELDS;
  for (const field of NEW_CARD_FIELDS) if (!errors[field] || !shown.includes(field)) delete errors[field];
  return errors;
};

export const firstNewCardError = (errors: NewCardErrors): NewCardField | undefined =>
  NEW_CARD_FIELDS.find((field) => errors[field]);

/** The id of a field of `NewCardFields` rendered with `idPrefix`. */
export const newCardFieldId = (idPrefix: string, field: NewCardField) => `${idPrefix}-${field}`;

/** What the host is sent for the card: the number without its spaces, every text trimmed. */
export const hostCardOf = (values: NewCardValues) => ({
  holder: values.cardHolder.trim(),
  number: normaliseCardNumber(values.number),
  expiry: values.expiry.trim(),
  cvc: values.cvc.trim(),
  postalCode: values.postalCode.trim(),
});
