/**
 * The one way the portal writes an amount, in the browser (every price, the bookings pages) and in
 * the API (mails, the FAQ's prices): in the reader's language, never with a sign that several
 * currencies share. "$" is the dollar of the United States, Canada, Australia, Mexico and more,
 * and "¥" the yen and the yuan, so:
 * - a currency whose sign is its own (`OWN_SIGN`: € £ R$ ₹ ₪ ₩ ₺) is written with it, as narrow as
 *   the language allows: "€19.50", "19,50 €", "R$ 36,00";
 * - every other currency with its ISO code: "USD 36.00" (en-US), "USD 36,00" (pt-BR),
 *   "36,00 USD" (es-ES), "JPY 3,000".
 * The number, the code's place and the space (a no-break space, so an amount never breaks across
 * lines) are the language's own, from `Intl.NumberFormat`.
 */

/** Currencies whose sign no other currency uses, written with that sign. */
export const OWN_SIGN: ReadonlySet<string> = new Set(['EUR', 'GBP', 'BRL', 'INR', 'ILS', 'KRW', 'TRY']);

const formats = new Map<string, Intl.NumberFormat>();
const formatOf = (currency: string, language: string): Intl.NumberFormat => {
  const key = `${language}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      currencyDisplay: OWN_SIGN.has(currency) ? 'narrowSymbol' : 'code',
    });
    formats.set(key, format);
  }
  return format;
};

/**
 * An amount in minor units (cents; a currency without them, such as JPY, in units), e.g. 3600 USD →
 * "USD 36.00" in en-US, 1950 EUR → "19,50 €" in es-ES.
 */
export const formatMoney = (minorUnits: number, currency: string, language: string): string => {
  const format = formatOf(currency, language);
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
};
