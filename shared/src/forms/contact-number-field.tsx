import { areaCodeList, countryList } from '@portal/shared/contracts';
import { callApi } from '@portal/shared/http';
import { useTranslation } from '@portal/shared/i18n';
import { ContactNumberInput, type ContactNumberValue } from '@portal/shared/ui/fields';

const loadAreaCodes = async () => {
  const outcome = await callApi(areaCodeList, {}, { quiet: true });
  return outcome.ok ? outcome.result : [];
};
const searchAreaCodes = async (keyword: string) => {
  const outcome = await callApi(countryList, { keyword }, { quiet: true });
  return outcome.ok ? outcome.result : [];
};

export interface ContactNumberFieldProps {
  value: ContactNumberValue;
  onChange: (value: ContactNumberValue) => void;
  prefixError?: string | null;
  numberError?: string | null;
  id?: string;
  /** The namespace of the screen's texts: any remote's (`auth`, `account`, a booking wizard's). */
  ns: string;
  /**
   * Where in `ns` the field's texts (`legend`, `prefix`, `number`, `noResults`) live: `contact`
   * unless given (e.g. `passengers.contact`).
   */
  textsKey?: string;
}

/** The shared contact number input, fed by the portal's area-code list. */
export function ContactNumberField({ ns, textsKey = 'contact', ...props }: ContactNumberFieldProps) {
  const { t } = useTranslation(ns);
  return (
    <ContactNumberInput
      {...props}
      legend={t(`${textsKey}.legend`)}
      prefixLabel={t(`${textsKey}.prefix`)}
      numberLabel={t(`${textsKey}.number`)}
      noResultsText={t(`${textsKey}.noResults`)}
      loadAreaCodes={loadAreaCodes}
      searchAreaCodes={searchAreaCodes}
    />
  );
}
