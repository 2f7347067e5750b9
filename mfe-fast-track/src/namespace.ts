import { CHECKOUT_NAMESPACE } from '@portal/shared/i18n';
import { lazyPageFor } from '@portal/shared/remote';

/** This remote's message namespace, loaded together with a screen's code. */
export const NAMESPACE = 'fastTrack';

export const lazyPage = lazyPageFor(NAMESPACE);

/** Review and pay: with the texts of paying (card fields, saved cards, price lines), loaded there. */
export const lazyPayingPage = lazyPageFor([NAMESPACE, CHECKOUT_NAMESPACE]);
