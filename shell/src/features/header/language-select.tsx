import {
  getLanguage,
  isSupportedLanguage,
  LANGUAGE_LABELS,
  SUPPORTED_LANGUAGES,
  setLanguage,
  useTranslation,
} from '@portal/shared/i18n';
import { Select } from '@portal/shared/ui';
import { LANGUAGE_FIELD } from './early-language-choice';
import styles from './header.module.css';

const options = SUPPORTED_LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_LABELS[language],
}));

export function LanguageSelect() {
  const { t, i18n } = useTranslation('common');
  const current = isSupportedLanguage(i18n.language) ? i18n.language : getLanguage();
  return (
    <Select
      className={styles.language}
      label={t('language')}
      hideLabel
      name={LANGUAGE_FIELD}
      options={options}
      value={current}
      onChange={(event) => {
        const next = event.target.value;
        if (isSupportedLanguage(next)) void setLanguage(next);
      }}
    />
  );
}
