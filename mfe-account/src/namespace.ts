import { CHECKOUT_NAMESPACE } from '@portal/shared/i18n';
import { lazyPageFor } from '@portal/shared/remote';

/** This remote's message namespace, loaded together with a screen's code. */
export const NAMESPACE = 'account';

export const lazyPage = lazyPageFor(NAMESPACE);

/** The texts of adding a card and of a booking's page (Pay now, its price): with those of paying. */
export const PAYING_NAMESPACES = [NAMESPACE, CHECKOUT_NAMESPACE] as const;

/** Adding a card and a booking's page: the screen's code and `PAYING_NAMESPACES`, loaded there. */
export const lazyPayingPage = lazyPageFor(PAYING_NAMESPACES);
