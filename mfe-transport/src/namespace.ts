import { lazyPageFor } from '@portal/shared/remote';

/** This remote's message namespace, loaded together with a screen's code. */
export const NAMESPACE = 'transport';

export const lazyPage = lazyPageFor(NAMESPACE);
