import { textSchema } from '../../validation/safe-text-schema';

/**
 * The contact number input's value; `mobileCountry` is the country name picked in the list. Its
 * own module, so a contract that carries a contact number does not import the accounts module (and
 * the phone-number library): the full check is `phoneSchema` of `@portal/shared/validation`.
 */
export const contactNumberShape = {
  mobileNoPrefix: textSchema().max(8),
  mobileNo: textSchema().max(32),
  mobileCountry: textSchema().max(80).optional(),
};
