import { CHECKOUT_NAMESPACE } from '@portal/shared/i18n';
import { lazyPageFor } from '@portal/shared/remote';

/** This remote's message namespace, loaded together with a screen's code. */
export const NAMESPACE = 'account';

export const lazyPage = lazyPageFor(NAMESPACE);

/** Adding a card and a booking's page (Pay now, its price): with the texts of paying, loaded there. */
export const lazyPayingPage = lazyPageFor([NAMESPACE, CHECKOUT_NAMESPACE]);
