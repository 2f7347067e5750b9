import { lazyPageFor } from '@portal/shared/remote';

/** This remote's message namespace, loaded together with a screen's code. */
export const NAMESPACE = 'operations';

export const lazyPage = lazyPageFor(NAMESPACE);
