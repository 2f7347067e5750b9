import { BOOKING_SERVICES, bookingServiceOfType, type RemoteName } from '@portal/shared/contracts';
import type { PaymentReturnModule } from '@portal/shared/remote';
import { isRemoteEnabled, useRegistryStore } from '@portal/shared/stores';
import { loadRemotePaymentReturn } from '../../../federation/register-remotes';
import { isRemoteLoadFailure } from '../../../federation/remote-load-failure';

/** How the shell reaches the remotes; tests hand in fakes, so they need no Module Federation. */
export interface PaymentReturnDeps {
  isRemoteEnabled: (name: RemoteName) => boolean;
  /** `loadRemote('<name>/payment-return')`: the module, the loader's failure marker, or a rejection. */
  loadModule: (name: RemoteName) => Promise<unknown>;
}

export const remotePaymentReturnDeps: PaymentReturnDeps = {
  isRemoteEnabled: (name) => isRemoteEnabled(useRegistryStore.getState().remotes, name),
  loadModule: loadRemotePaymentReturn,
};

export type PaymentReturnLoad =
  | { kind: 'ready'; module: PaymentReturnModule }
  /** No service for the type, or operations have switched its remote off. */
  | { kind: 'unavailable' }
  /** The remote did not load, or it exposes no `./payment-return` with a `finishPayment`. */
  | { kind: 'failed' };

// A remote is another team's release: check the shape instead of trusting a type.
const asPaymentReturnModule = (module: unknown): PaymentReturnModule | null => {
  if (typeof module !== 'object' || module === null || isRemoteLoadFailure(module)) return null;
  const { finishPayment } = module as { finishPayment?: unknown };
  return typeof finishPayment === 'function' ? (module as PaymentReturnModule) : null;
};

/** The `./payment-return` module of the service a pending payment's `type` names. */
export async function loadPaymentReturn(type: number, deps: PaymentReturnDeps): Promise<PaymentReturnLoad> {
  const service = bookingServiceOfType(type);
  if (!service) return { kind: 'unavailable' };
  const remote = BOOKING_SERVICES[service].remote;
  if (!deps.isRemoteEnabled(remote)) return { kind: 'unavailable' };
  let module: unknown;
  try {
    module = await deps.loadModule(remote);
  } catch {
    return { kind: 'failed' };
  }
  const paymentReturn = asPaymentReturnModule(module);
  return paymentReturn ? { kind: 'ready', module: paymentReturn } : { kind: 'failed' };
}
