import { CHECKOUT_NAMESPACE } from '@portal/shared/i18n';
import { lazyPageFor } from '@portal/shared/remote';

/** This remote's texts of the wizard and Booking Details, loaded when the service is entered. */
export const NAMESPACE = 'transport';

/**
 * The texts of the later steps, the result, paying a quotation and a booking's detail: their own
 * namespace, so entering the service does not download them.
 */
export const ORDER_NAMESPACE = 'transportOrder';

/** A screen after Booking Details: its own texts first, then the wizard's (back, next, progress). */
export const ORDER_NAMESPACES = [ORDER_NAMESPACE, NAMESPACE, CHECKOUT_NAMESPACE] as const;

/** Booking Details: the wizard's namespace only. */
export const lazyPage = lazyPageFor(NAMESPACE);

/** The screens after Booking Details load both namespaces with their code. */
export const lazyOrderPage = lazyPageFor(ORDER_NAMESPACES);
