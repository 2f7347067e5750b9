import { i18n, initI18n, loadNamespaces } from '@portal/shared/i18n';
import { ORDER_NAMESPACES } from '../namespace';

/** The portal's i18n in English with this remote's texts, as a screen finds it. */
export const setUpTexts = async () => {
  await initI18n();
  await i18n.changeLanguage('en-US');
  await loadNamespaces(ORDER_NAMESPACES);
};
