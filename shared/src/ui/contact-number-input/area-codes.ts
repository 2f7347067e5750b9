/** One entry of the area-code list (`/area/code-list`, `/area/country-list`). */
export interface AreaCodeOption {
  /** Country name in the user's language. */
  name: string;
  /** ISO 3166-1 alpha-2 code, e.g. GB. */
  telabbr: string;
  /** Calling code, digits only, e.g. 44. */
  code: string;
}

/** What the contact number input yields: the four fields the booking and account forms send. */
export interface ContactNumberValue {
  /** Calling code with its plus sign, e.g. '+44' (or what the user typed, when it is not one). */
  mobileNoPrefix: string;
  mobileNo: string;
  /** Calling code, digits only, e.g. '44' ('' until a valid code is chosen or typed). */
  code: string;
  /** Country name picked in the list ('' when the user typed a code). */
  mobileCountry: string;
}

export const EMPTY_CONTACT_NUMBER: ContactNumberValue = {
  mobileNoPrefix: '',
  mobileNo: '',
  code: '',
  mobileCountry: '',
};

/** The most digits a calling code has (American Samoa's is 1684). */
const CALLING_CODE_MAX_DIGITS = 4;
const CALLING_CODE = new RegExp(`^\\+?(\\d{1,${CALLING_CODE_MAX_DIGITS}})$`);
/** The characters of the longest calling code with its plus sign, e.g. '+1684'. */
const LONGEST_PREFIX_CHARS = 1 + CALLING_CODE_MAX_DIGITS;

/** Folds case and accents so 'ec' finds 'Équateur' and 'united' finds 'United Kingdom'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The digits of a calling code typed as '44' or '+44', else null. */
export const callingCodeOf = (text: string): string | null => CALLING_CODE.exec(text.trim())?.[1] ?? null;

/**
 * Entries whose calling code starts with the keyword's digits ('+4' finds 44 and 49), or whose
 * name starts with the keyword. An empty keyword keeps the whole list.
 */
export const filterAreaCodes = (
  list: readonly AreaCodeOption[],
  keyword: string,
): readonly AreaCodeOption[] => {
  const trimmed = keyword.trim();
  if (trimmed === '') return list;
  const digits = /^\+?\d+$/.test(trimmed) ? trimmed.replace('+', '') : null;
  if (digits !== null) return list.filter((item) => item.code.startsWith(digits));
  const start = fold(trimmed);
  return list.filter((item) => fold(item.name).startsWith(start));
};

/** The text the prefix box shows for a value: 'United Kingdom (+44)', or the typed prefix alone. */
export const prefixDisplay = (value: Pick<ContactNumberValue, 'mobileNoPrefix' | 'mobileCountry'>) =>
  value.mobileCountry && value.mobileNoPrefix
    ? `${value.mobileCountry} (${value.mobileNoPrefix})`
    : value.mobileNoPrefix;

/**
 * How many characters wide the prefix box is drawn: its text ('United Kingdom (+44)'), and never
 * narrower than the longest calling code, so that the code at its end is not cut off.
 */
export const prefixWidthChars = (value: Pick<ContactNumberValue, 'mobileNoPrefix' | 'mobileCountry'>) =>
  Math.max(prefixDisplay(value).length, LONGEST_PREFIX_CHARS);

/** The value after picking an entry from the list. */
export const withAreaCode = (value: ContactNumberValue, option: AreaCodeOption): ContactNumberValue => ({
  ...value,
  mobileNoPrefix: `+${option.code}`,
  code: option.code,
  mobileCountry: option.name,
});

/**
 * The value after the user typed into the prefix box and left it without picking: a calling code
 * is kept as typed (the country is filled in when only one country has it); anything else is kept
 * as the prefix so that the shared phone rule answers 'Number is invalid.' for it.
 */
export const withTypedPrefix = (
  value: ContactNumberValue,
  text: string,
  list: readonly AreaCodeOption[],
): ContactNumberValue => {
  const trimmed = text.trim();
  if (trimmed === '') return { ...value, mobileNoPrefix: '', code: '', mobileCountry: '' };
  const digits = callingCodeOf(trimmed);
  if (digits !== null) {
    const countries = list.filter((item) => item.code === digits);
    const only = countries.length === 1 ? countries[0] : undefined;
    return { ...value, mobileNoPrefix: `+${digits}`, code: digits, mobileCountry: only?.name ?? '' };
  }
  const byName = filterAreaCodes(list, trimmed);
  const only = byName.length === 1 ? byName[0] : undefined;
  if (only) return withAreaCode(value, only);
  return { ...value, mobileNoPrefix: trimmed, code: '', mobileCountry: '' };
};
