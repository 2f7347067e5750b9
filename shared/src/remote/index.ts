/**
 * What every remote needs besides its own screens: route helpers, the shared route error and
 * placeholder pages, the wizard layout, the standalone dev host and the interfaces of a booking
 * service's `./payment-return` and `./booking-detail` modules. Import by package name only.
 */
export {
  asBookingDetailModule,
  BOOKING_DETAIL_MODULE,
  type BookingDetailModule,
  type BookingDetailSpine,
  type BookingPaySpine,
  bookingDetailModule,
  type DetailedOrder,
  paySpineOf,
} from './booking-detail-module';
export { ComingSoonPage, type ComingSoonPageProps } from './coming-soon-page';
export { createDevHostRouter, type DevHostOptions, startDevHost } from './dev-host';
export { lazyPage, lazyPageFor } from './lazy-page';
export {
  bookingResultUrl,
  type FinishPaymentInput,
  type FinishPaymentResult,
  type IsWhat,
  isUnpaidResult,
  type PaymentReturnModule,
  resultIsWhat,
} from './payment-return-module';
export { usePrerendering } from './prerendering';
export { RouteError } from './route-error';
export { WizardLayout, type WizardLayoutProps, type WizardStepDef } from './wizard-layout';
