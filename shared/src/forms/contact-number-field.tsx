import { areaCodeList, countryList } from '@portal/shared/contracts';
import { callApi } from '@portal/shared/http';
import { ContactNumberInput, type ContactNumberValue } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import type { FormNamespace } from './form-namespace';

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
  /** Where the field's texts (`contact.*`) live. */
  ns: FormNamespace;
}

/** The shared contact number input, fed by the portal's area-code list. */
export function ContactNumberField({ ns, ...props }: ContactNumberFieldProps) {
  const { t } = useTranslation(ns);
  return (
    <ContactNumberInput
      {...props}
      legend={t('contact.legend')}
      prefixLabel={t('contact.prefix')}
      numberLabel={t('contact.number')}
      noResultsText={t('contact.noResults')}
      loadAreaCodes={loadAreaCodes}
      searchAreaCodes={searchAreaCodes}
    />
  );
}
