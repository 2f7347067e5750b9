/**
 * Every validation message, by its i18n key in the `common` namespace, with the exact English
 * text. Rules return keys; the browser translates them, the API answers with the English text.
 */
export const validationMessages = {
  'validation.required': 'This field is required.',
  'validation.numberInvalid': 'Number is invalid.',
  'validation.numberNotValid': 'Number not valid.',
  'validation.alphanumericOnly': 'Please use letters and numbers only.',
  'validation.unsupportedCharacters': 'Please remove the control or formatting characters from this text.',
  'validation.cardIncomplete': 'Please enter the complete card number.',
  'validation.cardNotRecognised':
    'Card not recognised, please check that the card details you have entered are eligible for this program.',
  'validation.expiryInvalid': 'Expiry Date is invalid.',
  'validation.cvcInvalid': 'CVC is invalid.',
  'validation.membershipInvalid': 'This membership number or activation code is invalid. Please try again.',
  'validation.numberRegistered': 'This number has been registered, please use another number or go to login.',
  'validation.nameLatin': 'Please enter the name in Latin letters, as shown on the passport.',
  'validation.nameTooLong': 'Please enter no more than 50 characters.',
  'validation.emailInvalid': 'Please enter a valid email address.',
  'validation.emailExists': 'Email address already exists',
  'validation.emailsMismatch': 'Email do not match. Please try again.',
  'validation.passwordLatin': 'Please use Latin characters only.',
  'validation.passwordRule':
    'Please use at least 8 characters, with 1 lower case letter, 1 upper case letter and 1 number.',
  'validation.passwordTooLong': 'Please use no more than 128 characters.',
  'validation.passwordsMismatch': 'Passwords do not match. Please try again.',
  'validation.passwordIncorrect': 'Password is incorrect.',
  'validation.codeInvalid': 'Please enter the 6-digit code.',
  'validation.termsRequired': 'You must read and agree to the Terms & Conditions to continue.',
  'validation.oneAirport': 'One location must be an airport!',
  'validation.maxMileage': 'Current addresses exceed the maximum mileage.',
  'validation.noCars': 'Sorry, there are no available cars. Please try another address.',
  'validation.noAddressResults': 'No results found. Please try another address.',
  'validation.flightNotFound':
    'This flight could not be located in our system, please confirm that you have entered the complete flight number.',
  'validation.flightNumberInvalid': 'Please enter the complete flight number, for example BA 123.',
  'validation.bookingUuidInvalid': 'The booking reference is not valid.',
  'validation.orderNoInvalid': 'The Booking ID is not valid.',
} as const;

export type ValidationKey = keyof typeof validationMessages;

/** A rule's verdict: null when the value is valid, else the key of the message to show. */
export type ValidationResult = ValidationKey | null;

export const validationMessage = (key: ValidationKey): string => validationMessages[key];

export const isValidationKey = (value: unknown): value is ValidationKey =>
  typeof value === 'string' && Object.hasOwn(validationMessages, value);
