import {
  cardBrand,
  luhnValid,
  normaliseCardNumber,
  validateCardNumber,
  validateCvc,
  validateExpiry,
  validateRequired,
} from '@portal/shared/validation';

export interface AddCardValues {
  cardHolder: string;
  /** As shown in the field: digits in groups of four. */
  number: string;
  /** MM/YY. */
  expiry: string;
  cvc: string;
  postalCode: string;
  saveForFuture: boolean;
}

export type AddCardField = keyof AddCardValues;

/** Field → message key with its namespace (`common:validation.…` or `account:cards.…`). */
export type AddCardErrors = Partial<Record<AddCardField, string>>;

/** The fields in the order they appear: the first one with an error takes the focus. */
export const ADD_CARD_FIELDS: readonly AddCardField[] = [
  'cardHolder',
  'number',
  'expiry',
  'cvc',
  'postalCode',
  'saveForFuture',
];

export const emptyAddCardValues = (): AddCardValues => ({
  cardHolder: '',
  number: '',
  expiry: '',
  cvc: '',
  postalCode: '',
  saveForFuture: true,
});

const common = (key: string | null) => (key ? `common:${key}` : undefined);

/**
 * A complete, well-formed card of another scheme (a Visa, say) is the payment host's to refuse:
 * it answers with the reason, shown in the 'Card Cannot Be Added' dialog. Anything else that is
 * not a Diners number is a typing mistake, told on the field.
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

/** The form's client checks, with the shared rules the API and the host also apply. */
export const validateAddCard = (values: AddCardValues, now: Date = new Date()): AddCardErrors => {
  const errors: AddCardErrors = {
    cardHolder: common(validateRequired(values.cardHolder)),
    number: numberError(values.number),
    expiry: common(validateExpiry(values.expiry, now)),
    cvc: cvcError(values.cvc, values.number),
    postalCode: common(validateRequired(values.postalCode)),
    saveForFuture: values.saveForFuture ? undefined : 'account:cards.add.saveForFutureRequired',
  };
  for (const field of ADD_CARD_FIELDS) if (!errors[field]) delete errors[field];
  return errors;
};

export const firstErrorField = (errors: AddCardErrors): AddCardField | undefined =>
  ADD_CARD_FIELDS.find((field) => errors[field]);
