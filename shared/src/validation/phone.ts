import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { ValidationKey } from './messages';
import { isBlank } from './text';

export interface PhoneInput {
  /** Country calling code as picked from the area-code list: '44' or '+44'. */
  mobileNoPrefix: string | null | undefined;
  mobileNo: string | null | undefined;
}

export type PhoneCheck =
  | {
      ok: true;
      /** Calling code with its plus sign, e.g. '+44'. */
      mobileNoPrefix: string;
      /** National number, digits only. */
      mobileNo: string;
      /** Calling code, digits only, e.g. '44'. */
      code: string;
      /** Country name in English, e.g. 'United Kingdom' ('' for non-geographic numbers). */
      mobileCountry: string;
      /** ISO 3166-1 alpha-2 country, e.g. 'GB' (null for non-geographic numbers). */
      telabbr: string | null;
      /** The whole number in E.164 form, e.g. '+442079460958'. */
      e164: string;
    }
  | { ok: false; field: keyof PhoneInput; error: ValidationKey };

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

// People type numbers with spaces, dots, dashes and brackets; nothing else belongs in one.
const NUMBER_CHARACTERS = /^[\d\s().-]+$/;

/** Checks a contact number given as a calling code and a national number, both required. */
export const validatePhone = ({ mobileNoPrefix, mobileNo }: PhoneInput): PhoneCheck => {
  if (mobileNoPrefix == null || isBlank(mobileNoPrefix))
    return { ok: false, field: 'mobileNoPrefix', error: 'validation.required' };
  if (mobileNo == null || isBlank(mobileNo))
    return { ok: false, field: 'mobileNo', error: 'validation.required' };

  const code = mobileNoPrefix.trim().replace(/^\+/, '');
  if (!/^\d{1,4}$/.test(code))
    return { ok: false, field: 'mobileNoPrefix', error: 'validation.numberInvalid' };
  if (!NUMBER_CHARACTERS.test(mobileNo))
    return { ok: false, field: 'mobileNo', error: 'validation.numberInvalid' };

  const full = `+${code}${mobileNo.replace(/\D/g, '')}`;
  const parsed = parsePhoneNumberFromString(full);
  // An unknown calling code does not parse; a code that parses differently (prefix '4' with a
  // number starting '4') is not the prefix the user chose.
  if (!parsed || parsed.countryCallingCode !== code || !isValidPhoneNumber(full))
    return { ok: false, field: 'mobileNo', error: 'validation.numberInvalid' };

  const telabbr = parsed.country ?? null;
  return {
    ok: true,
    mobileNoPrefix: `+${code}`,
    mobileNo: parsed.nationalNumber,
    code,
    mobileCountry: telabbr ? (countryNames.of(telabbr) ?? '') : '',
    telabbr,
    e164: parsed.number,
  };
};

/**
 * A contact number that may be left out (sign-up asks for it but does not require it): null when
 * the national number is blank — a calling code alone is no number — otherwise checked exactly as
 * validatePhone checks it.
 */
export const validateOptionalPhone = ({
  mobileNoPrefix,
  mobileNo,
}: Partial<PhoneInput>): PhoneCheck | null =>
  mobileNo == null || isBlank(mobileNo) ? null : validatePhone({ mobileNoPrefix, mobileNo });
