import { i18n, initI18n, loadNamespaces } from '../i18n';
import { CHECKOUT_NAMESPACE, SCREENS_NAMESPACE } from '../i18n/namespaces';

/**
 * The texts a remote's screen has: the start-up namespaces and `screens`, which a remote's own
 * namespace brings along, and `checkout`, which its paying screens load. For tests of the shared
 * screen parts (payments, bookings) on their own.
 */
export const initScreenI18n = async () => {
  await initI18n();
  await i18n.loadNamespaces([SCREENS_NAMESPACE, CHECKOUT_NAMESPACE]);
};

/** The portal's i18n in English with a remote's namespaces loaded, as that remote's screen finds it. */
export const initRemoteTexts = async (namespaces: string | readonly string[]) => {
  await initI18n();
  await i18n.changeLanguage('en-US');
  await loadNamespaces(namespaces);
};
